ALTER TABLE "organization_dynamic_fields" DROP CONSTRAINT "organization_dynamic_fields_type_check";--> statement-breakpoint
ALTER TABLE "organization_dynamic_fields" ADD COLUMN "default_value" text;--> statement-breakpoint
ALTER TABLE "organization_dynamic_fields" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_dynamic_fields" ADD CONSTRAINT "organization_dynamic_fields_type_check" CHECK ("organization_dynamic_fields"."type" in ('text', 'number', 'date', 'boolean', 'select', 'textarea'));