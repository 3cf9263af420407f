ALTER TABLE "organizations" ADD COLUMN "member_record_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The member counts of a union with member records are counted from them (docs/decisions.md,
-- "Counts from member records"): after every statement that adds, removes or moves members or
-- changes their status or gender, the unions it touched are counted again.
CREATE FUNCTION count_members_of(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE organizations o SET
    member_record_count = c.records,
    member_count = CASE WHEN c.records > 0 THEN c.male + c.female ELSE o.member_count END,
    member_male_count = CASE WHEN c.records > 0 THEN c.male ELSE o.member_male_count END,
    member_female_count = CASE WHEN c.records > 0 THEN c.female ELSE o.member_female_count END
  FROM (
    SELECT u.id,
      count(m.id)::int AS records,
      (count(m.id) FILTER (WHERE m.status = 'dang_sinh_hoat' AND m.gender = 'nam'))::int AS male,
      (count(m.id) FILTER (WHERE m.status = 'dang_sinh_hoat' AND m.gender = 'nu'))::int AS female
    FROM unnest(ids) AS u(id) LEFT JOIN members m ON m.organization_id = u.id
    GROUP BY u.id
  ) c
  WHERE o.id = c.id;
$$;
--> statement-breakpoint
CREATE FUNCTION members_counted_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_members_of(array(SELECT DISTINCT organization_id FROM new_rows ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION members_counted_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_members_of(array(SELECT DISTINCT organization_id FROM old_rows ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION members_counted_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_members_of(array(
    SELECT DISTINCT x.organization_id FROM (
      SELECT o.organization_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.organization_id, o.status, o.gender) IS DISTINCT FROM (n.organization_id, n.status, n.gender)
      UNION
      SELECT n.organization_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.organization_id, o.status, o.gender) IS DISTINCT FROM (n.organization_id, n.status, n.gender)
    ) x ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_counted_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION members_counted_after_insert();
--> statement-breakpoint
CREATE TRIGGER members_counted_delete AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION members_counted_after_delete();
--> statement-breakpoint
CREATE TRIGGER members_counted_update AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION members_counted_after_update();
--> statement-breakpoint
SELECT count_members_of(array(SELECT DISTINCT organization_id FROM members ORDER BY 1));
