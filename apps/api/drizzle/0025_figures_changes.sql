ALTER TABLE "organization_figures" ADD COLUMN "member_change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "member_male_change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "member_female_change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "worker_change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each row's change from its union's previous row in time (docs/architecture.md, "Analytics"),
-- kept row by row with a look-up of the index (organization_id, recorded_at desc, id desc) on
-- each side: a row takes its change from its predecessor as it is written, and the row after it
-- (none, for a write at now()) takes its own again; a row removed or moved in time leaves its
-- successor to do the same, so that the changes hold in whatever order rows are written.
CREATE FUNCTION organization_figures_next(org integer, at timestamptz, row_id integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT id FROM organization_figures
  WHERE organization_id = org AND (recorded_at > at OR (recorded_at = at AND id > row_id))
  ORDER BY recorded_at, id LIMIT 1
$$;
--> statement-breakpoint
CREATE FUNCTION organization_figures_retake_change(row_id integer) RETURNS void LANGUAGE sql AS $$
  UPDATE organization_figures f SET
    member_change = coalesce(f.member_count, 0) - coalesce(p.member_count, 0),
    member_male_change = coalesce(f.member_male_count, 0) - coalesce(p.member_male_count, 0),
    member_female_change = coalesce(f.member_female_count, 0) - coalesce(p.member_female_count, 0),
    worker_change = coalesce(f.worker_count, 0) - coalesce(p.worker_count, 0)
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (
    SELECT x.* FROM organization_figures x, organization_figures r
    WHERE r.id = row_id AND x.organization_id = r.organization_id
      AND (x.recorded_at < r.recorded_at OR (x.recorded_at = r.recorded_at AND x.id < r.id))
    ORDER BY x.recorded_at DESC, x.id DESC LIMIT 1
  ) p ON true
  WHERE f.id = row_id
$$;
--> statement-breakpoint
CREATE FUNCTION organization_figures_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p organization_figures%ROWTYPE;
BEGIN
  SELECT * INTO p FROM organization_figures
  WHERE organization_id = NEW.organization_id AND id <> NEW.id
    AND (recorded_at < NEW.recorded_at OR (recorded_at = NEW.recorded_at AND id < NEW.id))
  ORDER BY recorded_at DESC, id DESC LIMIT 1;
  NEW.member_change := coalesce(NEW.member_count, 0) - coalesce(p.member_count, 0);
  NEW.member_male_change := coalesce(NEW.member_male_count, 0) - coalesce(p.member_male_count, 0);
  NEW.member_female_change := coalesce(NEW.member_female_count, 0) - coalesce(p.member_female_count, 0);
  NEW.worker_change := coalesce(NEW.worker_count, 0) - coalesce(p.worker_count, 0);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION organization_figures_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  successor integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    successor := organization_figures_next(OLD.organization_id, OLD.recorded_at, OLD.id);
    IF successor IS NOT NULL THEN PERFORM organization_figures_retake_change(successor); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    successor := organization_figures_next(NEW.organization_id, NEW.recorded_at, NEW.id);
    IF successor IS NOT NULL THEN PERFORM organization_figures_retake_change(successor); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organization_figures_change_insert BEFORE INSERT ON organization_figures
  FOR EACH ROW EXECUTE FUNCTION organization_figures_before_write();
--> statement-breakpoint
CREATE TRIGGER organization_figures_change_update BEFORE UPDATE ON organization_figures FOR EACH ROW
  WHEN ((OLD.organization_id, OLD.recorded_at, OLD.member_count, OLD.member_male_count, OLD.member_female_count, OLD.worker_count)
    IS DISTINCT FROM (NEW.organization_id, NEW.recorded_at, NEW.member_count, NEW.member_male_count, NEW.member_female_count, NEW.worker_count))
  EXECUTE FUNCTION organization_figures_before_write();
--> statement-breakpoint
CREATE TRIGGER organization_figures_successor_insert AFTER INSERT ON organization_figures
  FOR EACH ROW EXECUTE FUNCTION organization_figures_after_write();
--> statement-breakpoint
CREATE TRIGGER organization_figures_successor_update AFTER UPDATE ON organization_figures FOR EACH ROW
  WHEN ((OLD.organization_id, OLD.recorded_at, OLD.member_count, OLD.member_male_count, OLD.member_female_count, OLD.worker_count)
    IS DISTINCT FROM (NEW.organization_id, NEW.recorded_at, NEW.member_count, NEW.member_male_count, NEW.member_female_count, NEW.worker_count))
  EXECUTE FUNCTION organization_figures_after_write();
--> statement-breakpoint
CREATE TRIGGER organization_figures_successor_delete AFTER DELETE ON organization_figures
  FOR EACH ROW EXECUTE FUNCTION organization_figures_after_write();
--> statement-breakpoint
-- Every row's change in one pass over the whole history: for this migration's rows, and for a
-- writer of a whole history at once with the row triggers off (the bench's seeder).
CREATE FUNCTION organization_figures_retake_changes() RETURNS void LANGUAGE sql AS $$
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
    WINDOW o AS (PARTITION BY organization_id ORDER BY recorded_at, id)
  ) w
  WHERE f.id = w.id
$$;
--> statement-breakpoint
SELECT organization_figures_retake_changes();
