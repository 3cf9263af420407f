ALTER TABLE "category_items" DROP CONSTRAINT "category_items_kind_check";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "boards" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "chair_phone" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "executive_board_size" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "audit_committee_size" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "business_sector" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_boards_check" CHECK ("positions"."boards" <@ array['bch', 'thuong_vu', 'ubkt', 'lanh_dao']::text[]);--> statement-breakpoint
ALTER TABLE "category_items" ADD CONSTRAINT "category_items_kind_check" CHECK ("category_items"."kind" in ('ethnics', 'religions', 'nations', 'genders', 'educationLevels', 'qualifications', 'professionalTitles', 'academicDegrees', 'academicRanks', 'foreignLanguages', 'itDegreeTypes', 'provinces', 'foreignLanguageTypes', 'officeTypes', 'rankTypes'));--> statement-breakpoint
-- The usual positions sit on their boards (search_text is the accent-free lower-case name); an
-- administrator sets the others on the positions page.
UPDATE "positions" SET "boards" = CASE
  WHEN "search_text" LIKE 'chu tich%' OR "search_text" LIKE 'pho chu tich%' THEN ARRAY['bch', 'thuong_vu', 'lanh_dao']::text[]
  WHEN "search_text" LIKE '%thuong vu%' THEN ARRAY['bch', 'thuong_vu']::text[]
  WHEN "search_text" LIKE '%kiem tra%' THEN ARRAY['ubkt']::text[]
  WHEN "search_text" LIKE '%chap hanh%' THEN ARRAY['bch']::text[]
  ELSE "boards" END;
