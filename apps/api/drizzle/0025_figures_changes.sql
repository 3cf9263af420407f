ALTER TABLE "organization_figures" ADD COLUMN "member_change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "member_male_change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "member_female_change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "worker_change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each row's change from its union's previous row (docs/architecture.md, "Analytics"): the union's
-- changes recomputed, in one pass over its own history, for every union whose rows a statement
-- inserted, deleted, moved in time or corrected. A write at now() changes its one new row; a rebuild
-- of a union's past, all of it.
CREATE FUNCTION organization_figures_recount_changes(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE organization_figures f SET member_change = w.member_change,
    member_male_change = w.member_male_change, member_female_change = w.member_female_change,
    worker_change = w.worker_change
  FROM (
    SELECT id,
      coalesce(member_count, 0) - coalesce(lag(member_count) OVER o, 0) AS member_change,
      coalesce(member_male_count, 0) - coalesce(lag(member_male_count) OVER o, 0) AS member_male_change,
      coalesce(member_female_count, 0) - coalesce(lag(member_female_count) OVER o, 0) AS member_female_change,
      coalesce(worker_count, 0) - coalesce(lag(worker_count) OVER o, 0) AS worker_change
    FROM organization_figures
    WHERE organization_id = ANY(ids)
    WINDOW o AS (PARTITION BY organization_id ORDER BY recorded_at, id)
  ) w
  WHERE f.id = w.id
    AND (f.member_change, f.member_male_change, f.member_female_change, f.worker_change)
      IS DISTINCT FROM (w.member_change, w.member_male_change, w.member_female_change, w.worker_change)
$$;
--> statement-breakpoint
CREATE FUNCTION organization_figures_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT organization_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT organization_id FROM old_rows);
  ELSE
    -- a row moved in time or its figures corrected (the recount's own writes of the changes are not)
    ids := array(
      SELECT DISTINCT n.organization_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.organization_id, n.recorded_at, n.member_count, n.member_male_count, n.member_female_count, n.worker_count)
        IS DISTINCT FROM (o.organization_id, o.recorded_at, o.member_count, o.member_male_count, o.member_female_count, o.worker_count)
      UNION SELECT o.organization_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.organization_id <> o.organization_id);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM organization_figures_recount_changes(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organization_figures_changes_insert AFTER INSERT ON organization_figures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_figures_after_write();
--> statement-breakpoint
CREATE TRIGGER organization_figures_changes_update AFTER UPDATE ON organization_figures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_figures_after_write();
--> statement-breakpoint
CREATE TRIGGER organization_figures_changes_delete AFTER DELETE ON organization_figures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_figures_after_write();
--> statement-breakpoint
SELECT organization_figures_recount_changes(array(SELECT id FROM organizations));
