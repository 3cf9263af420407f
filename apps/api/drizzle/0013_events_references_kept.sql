ALTER TABLE "event_audience_organizations" DROP CONSTRAINT "event_audience_organizations_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "event_audience_roles" DROP CONSTRAINT "event_audience_roles_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_xa_phuong_id_wards_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_cum_khu_cn_id_industrial_zones_id_fk";
--> statement-breakpoint
ALTER TABLE "event_audience_organizations" ADD CONSTRAINT "event_audience_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_audience_roles" ADD CONSTRAINT "event_audience_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_xa_phuong_id_wards_id_fk" FOREIGN KEY ("xa_phuong_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cum_khu_cn_id_industrial_zones_id_fk" FOREIGN KEY ("cum_khu_cn_id") REFERENCES "public"."industrial_zones"("id") ON DELETE no action ON UPDATE no action;