ALTER TABLE "organization_choices" ADD CONSTRAINT "organization_choices_list_check" CHECK ("organization_choices"."list" in ('loai_hinh', 'loai_cong_ty'));--> statement-breakpoint
ALTER TABLE "organization_dynamic_fields" ADD CONSTRAINT "organization_dynamic_fields_type_check" CHECK ("organization_dynamic_fields"."type" in ('text', 'number', 'date', 'boolean', 'select'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_level_check" CHECK ("organizations"."level" in ('province', 'ward', 'zone', 'grassroots'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_status_check" CHECK ("organizations"."status" in ('active', 'dissolved'));--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_scope_check" CHECK ("roles"."scope" in ('province', 'ward', 'zone', 'organization', 'self'));--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_icon_check" CHECK ("roles"."icon" in ('UserOutlined', 'TeamOutlined', 'StarOutlined', 'CrownOutlined', 'BankOutlined', 'SafetyCertificateOutlined'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoked_reason_check" CHECK ("sessions"."revoked_reason" in ('logout', 'reuse', 'locked', 'password_changed', 'deleted', 'role_removed'));--> statement-breakpoint
ALTER TABLE "union_staff" ADD CONSTRAINT "union_staff_gender_check" CHECK ("union_staff"."gender" in ('nam', 'nu'));--> statement-breakpoint
ALTER TABLE "union_staff" ADD CONSTRAINT "union_staff_employment_check" CHECK ("union_staff"."employment" in ('chuyen_trach', 'kiem_nhiem'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_is_active_check" CHECK ("users"."is_active" in (0, 1));--> statement-breakpoint
ALTER TABLE "wards" ADD CONSTRAINT "wards_kind_check" CHECK ("wards"."kind" in ('phuong', 'xa', 'dac_khu'));