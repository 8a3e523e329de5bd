CREATE TABLE "crag_grid_cells" (
	"level" smallint NOT NULL,
	"y" integer NOT NULL,
	"x" integer NOT NULL,
	"crags_count" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	"id_sum" bigint NOT NULL,
	CONSTRAINT "crag_grid_cells_level_y_x_pk" PRIMARY KEY("level","y","x")
);
--> statement-breakpoint
CREATE INDEX "crags_map_markers_idx" ON "crags" USING btree ("latitude","longitude","routes_count","id","name","slug_name","climbing_types","grade_min_value","grade_max_value");
--> statement-breakpoint
-- The map grid (packages/contracts/src/outdoor/map-grid.ts: gridX, gridY, cellOf): the column from the
-- antimeridian and the row from the north (Web Mercator, latitudes clamped to ±85.0511°) of a point at a
-- level (2^level cells a side). Plain SQL, not STRICT: the planner inlines them.
CREATE OR REPLACE FUNCTION crag_grid_x(longitude double precision, level integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT least(greatest(floor((longitude + 180) / 360 * (1 << level)), 0), (1 << level) - 1)::integer $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crag_grid_y(latitude double precision, level integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT least(greatest(floor(
    (1 - asinh(tan(least(greatest(latitude, -85.0511287798066), 85.0511287798066) * (pi() / 180))) / pi()) / 2 * (1 << level)
  ), 0), (1 << level) - 1)::integer $$;
--> statement-breakpoint
-- crag_grid_cells follows crags in the statement that changes them, whatever writes it (the wiki, the
-- seeds, a bulk load): each crag inserted, deleted or moved adds or takes one away from its cell at every
-- level 1 … 13 (MAP_GRID_LEVELS), with its coordinates and id. Statement triggers with transition
-- tables: a bulk insert costs one grouped upsert. Cells are upserted in (level, y, x) order, so that two
-- writers lock the shared coarse cells in the same order; a cell left empty is deleted.
CREATE OR REPLACE FUNCTION crag_grid_cells_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids bigint[];
  latitudes double precision[];
  longitudes double precision[];
  signs integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(latitude), array_agg(longitude), array_agg(1)
      INTO ids, latitudes, longitudes, signs FROM new_crags;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), array_agg(latitude), array_agg(longitude), array_agg(-1)
      INTO ids, latitudes, longitudes, signs FROM old_crags;
  ELSE
    -- Only the crags whose position (or id) changed: a figures refresh moves nothing.
    SELECT array_agg(id), array_agg(latitude), array_agg(longitude), array_agg(sign)
      INTO ids, latitudes, longitudes, signs
      FROM (
        SELECT id, latitude, longitude, 1 AS sign FROM (
          SELECT id, latitude, longitude FROM new_crags EXCEPT ALL SELECT id, latitude, longitude FROM old_crags
        ) AS arrived
        UNION ALL
        SELECT id, latitude, longitude, -1 AS sign FROM (
          SELECT id, latitude, longitude FROM old_crags EXCEPT ALL SELECT id, latitude, longitude FROM new_crags
        ) AS left_behind
      ) AS moved;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO crag_grid_cells AS cell (level, y, x, crags_count, latitude_sum, longitude_sum, id_sum)
    SELECT level, crag_grid_y(change.latitude, level), crag_grid_x(change.longitude, level),
      sum(change.sign)::integer, sum(change.sign * change.latitude), sum(change.sign * change.longitude),
      sum(change.sign * change.id)::bigint
    FROM unnest(ids, latitudes, longitudes, signs) AS change (id, latitude, longitude, sign)
      CROSS JOIN generate_series(1, 13) AS level
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
  ON CONFLICT (level, y, x) DO UPDATE SET
    crags_count = cell.crags_count + excluded.crags_count,
    latitude_sum = cell.latitude_sum + excluded.latitude_sum,
    longitude_sum = cell.longitude_sum + excluded.longitude_sum,
    id_sum = cell.id_sum + excluded.id_sum;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM crag_grid_cells AS cell
      USING (
        SELECT DISTINCT level, crag_grid_y(change.latitude, level) AS y, crag_grid_x(change.longitude, level) AS x
        FROM unnest(latitudes, longitudes, signs) AS change (latitude, longitude, sign)
          CROSS JOIN generate_series(1, 13) AS level
        WHERE change.sign < 0
      ) AS emptied
      WHERE cell.level = emptied.level AND cell.y = emptied.y AND cell.x = emptied.x AND cell.crags_count = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crag_grid_cells_truncate() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM crag_grid_cells;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The crags already stored (a database migrated with its catalogue).
INSERT INTO crag_grid_cells (level, y, x, crags_count, latitude_sum, longitude_sum, id_sum)
  SELECT level, crag_grid_y(latitude, level), crag_grid_x(longitude, level),
    count(*)::integer, sum(latitude), sum(longitude), sum(id)::bigint
  FROM crags CROSS JOIN generate_series(1, 13) AS level
  GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER crag_grid_cells_insert AFTER INSERT ON crags REFERENCING NEW TABLE AS new_crags
  FOR EACH STATEMENT EXECUTE FUNCTION crag_grid_cells_change();
--> statement-breakpoint
CREATE TRIGGER crag_grid_cells_update AFTER UPDATE ON crags REFERENCING OLD TABLE AS old_crags NEW TABLE AS new_crags
  FOR EACH STATEMENT EXECUTE FUNCTION crag_grid_cells_change();
--> statement-breakpoint
CREATE TRIGGER crag_grid_cells_delete AFTER DELETE ON crags REFERENCING OLD TABLE AS old_crags
  FOR EACH STATEMENT EXECUTE FUNCTION crag_grid_cells_change();
--> statement-breakpoint
CREATE TRIGGER crag_grid_cells_truncate AFTER TRUNCATE ON crags
  FOR EACH STATEMENT EXECUTE FUNCTION crag_grid_cells_truncate();
--> statement-breakpoint
ANALYZE crag_grid_cells;
