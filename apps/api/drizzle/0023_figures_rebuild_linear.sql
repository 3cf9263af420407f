-- rebuild_organization_figures (0022) in time linear in the unions' past: 0022 looked up each
-- moment's latest report and later member events by scanning those of every union again (a CTE has
-- no index), which over 10,000 unions ran past the statement timeout. Here one ordered stream of
-- each union's moments carries its latest report forward and sums its member events as it goes;
-- and the unions asked for are a set joined once (IN (SELECT unnest(ids))), where `= ANY(ids)`
-- compared every row with every id (a parameter array is not hashed: 10,000 ids over 200,000 rows
-- took 2.4 s against 22 ms). The rows written are the same.
CREATE OR REPLACE FUNCTION rebuild_organization_figures(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM organization_figures WHERE organization_id IN (SELECT unnest(ids));
  WITH unit AS (
    SELECT id, created_at, updated_at, member_record_count > 0 AS counted, member_count,
      member_male_count, member_female_count, worker_count, worker_male_count, worker_female_count
    FROM organizations WHERE id IN (SELECT unnest(ids))
  ),
  report AS (
    SELECT r.organization_id, r.decided_at AS at, r.member_total, r.member_male, r.member_female,
      r.worker_total, r.worker_male, r.worker_female
    FROM membership_reports r JOIN report_occurrences c ON c.id = r.occurrence_id
    WHERE r.organization_id IN (SELECT unnest(ids)) AND r.state = 'da_phe_duyet' AND r.decided_at IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM membership_reports r2 JOIN report_occurrences c2 ON c2.id = r2.occurrence_id
        WHERE r2.organization_id = r.organization_id AND r2.state = 'da_phe_duyet'
          AND r2.decided_at < r.decided_at AND c2.ends_at > c.ends_at)
  ),
  -- Each admission +1 to its union, each transfer -1 from and +1 to, each change of status into or
  -- out of đang sinh hoạt ±1 to the union it happened in (its event names it; older ones, the
  -- member's union now): as the member's gender counts; summed per union and moment.
  moved AS (
    SELECT v.organization_id, e.created_at AS at, sum(v.delta)::int AS total,
      coalesce(sum(v.delta) FILTER (WHERE m.gender = 'nam'), 0)::int AS male,
      coalesce(sum(v.delta) FILTER (WHERE m.gender = 'nu'), 0)::int AS female
    FROM member_events e
    JOIN members m ON m.id = e.member_id
    CROSS JOIN LATERAL (VALUES
      (coalesce(e.to_organization_id, m.organization_id),
       CASE WHEN e.kind <> 'doi_trang_thai' THEN 1
            WHEN e.to_status = 'dang_sinh_hoat' THEN 1
            WHEN e.from_status = 'dang_sinh_hoat' THEN -1
            ELSE 0 END),
      (e.from_organization_id, CASE WHEN e.kind = 'chuyen_sinh_hoat' THEN -1 ELSE 0 END)
    ) v(organization_id, delta)
    JOIN unit u ON u.id = v.organization_id AND u.counted
    WHERE v.delta <> 0
    GROUP BY v.organization_id, e.created_at
  ),
  moment AS (
    SELECT id AS organization_id, created_at AS at, 'form' AS source, 0 AS step, false AS reported,
      NULL::int AS r_total, NULL::int AS r_male, NULL::int AS r_female, NULL::int AS r_workers,
      NULL::int AS r_workers_male, NULL::int AS r_workers_female, 0 AS total, 0 AS male, 0 AS female
    FROM unit
    UNION ALL SELECT organization_id, at, 'report', 1, true, member_total, member_male, member_female,
      worker_total, worker_male, worker_female, 0, 0, 0
    FROM report
    UNION ALL SELECT organization_id, at, 'records', 2, false, NULL, NULL, NULL, NULL, NULL, NULL,
      total, male, female
    FROM moved
  ),
  -- A moment sees the latest report at or before it (the reports counted up to it, peers included,
  -- name its run: run 0 has none) and the member events after it (all of them less those up to it).
  carried AS (
    SELECT mo.*,
      count(*) FILTER (WHERE reported) OVER (PARTITION BY organization_id ORDER BY at) AS run,
      sum(total) OVER (PARTITION BY organization_id)
        - sum(total) OVER (PARTITION BY organization_id ORDER BY at) AS later_total,
      sum(male) OVER (PARTITION BY organization_id)
        - sum(male) OVER (PARTITION BY organization_id ORDER BY at) AS later_male,
      sum(female) OVER (PARTITION BY organization_id)
        - sum(female) OVER (PARTITION BY organization_id ORDER BY at) AS later_female
    FROM moment mo
  ),
  seen AS (
    SELECT c.organization_id, c.at, c.source, c.step, c.run > 0 AS reported,
      c.later_total, c.later_male, c.later_female,
      max(c.r_total) OVER run_of AS r_total, max(c.r_male) OVER run_of AS r_male,
      max(c.r_female) OVER run_of AS r_female, max(c.r_workers) OVER run_of AS r_workers,
      max(c.r_workers_male) OVER run_of AS r_workers_male,
      max(c.r_workers_female) OVER run_of AS r_workers_female
    FROM carried c
    WINDOW run_of AS (PARTITION BY c.organization_id, c.run)
  ),
  past AS (
    SELECT s.organization_id, s.at, s.source, s.step, u.counted,
      CASE WHEN u.counted THEN greatest(0, u.member_count - s.later_total)
           ELSE coalesce(s.r_total, u.member_count) END AS member_count,
      CASE WHEN u.counted THEN greatest(0, u.member_male_count - s.later_male)
           WHEN s.reported THEN s.r_male ELSE u.member_male_count END AS member_male_count,
      CASE WHEN u.counted THEN greatest(0, u.member_female_count - s.later_female)
           WHEN s.reported THEN s.r_female ELSE u.member_female_count END AS member_female_count,
      CASE WHEN s.reported THEN s.r_workers ELSE u.worker_count END AS worker_count,
      CASE WHEN s.reported THEN s.r_workers_male ELSE u.worker_male_count END AS worker_male_count,
      CASE WHEN s.reported THEN s.r_workers_female ELSE u.worker_female_count END AS worker_female_count
    FROM seen s
    JOIN unit u ON u.id = s.organization_id
  ),
  last_moment AS (
    SELECT organization_id, max(at) AS at FROM past GROUP BY organization_id
  ),
  today AS (
    SELECT u.id AS organization_id, greatest(u.updated_at, l.at) AS at,
      'form' AS source, 3 AS step, u.counted, u.member_count, u.member_male_count,
      u.member_female_count, u.worker_count, u.worker_male_count, u.worker_female_count
    FROM unit u LEFT JOIN last_moment l ON l.organization_id = u.id
  ),
  every_row AS (
    SELECT * FROM past UNION ALL SELECT * FROM today
  ),
  ordered AS (
    SELECT *, lag(ROW(member_count, member_male_count, member_female_count, worker_count,
        worker_male_count, worker_female_count, counted)::text)
        OVER (PARTITION BY organization_id ORDER BY at, step) AS previous
    FROM every_row
  )
  INSERT INTO organization_figures (organization_id, recorded_at, member_count, member_male_count,
    member_female_count, worker_count, worker_male_count, worker_female_count, counted, source)
  SELECT organization_id, at, member_count, member_male_count, member_female_count, worker_count,
    worker_male_count, worker_female_count, counted, source
  FROM ordered
  WHERE previous IS DISTINCT FROM ROW(member_count, member_male_count, member_female_count,
    worker_count, worker_male_count, worker_female_count, counted)::text
  ORDER BY organization_id, at, step;
$$;
