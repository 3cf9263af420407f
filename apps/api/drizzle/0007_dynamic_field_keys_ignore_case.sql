DROP INDEX "organization_dynamic_fields_key_key";--> statement-breakpoint
CREATE UNIQUE INDEX "organization_dynamic_fields_key_key" ON "organization_dynamic_fields" USING btree (lower("key"));