CREATE TABLE "inventory_part_numbers" (
	"part_number" text PRIMARY KEY NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
-- Kept by statement triggers over the changed rows, so a bulk insert costs one grouped upsert, not one per row.
-- Parts are touched in part-number order so two concurrent changes never wait on each other crosswise.
CREATE FUNCTION inventory_part_numbers_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO inventory_part_numbers (part_number, items)
	SELECT key, value::int FROM jsonb_each_text(deltas) ORDER BY key
	ON CONFLICT (part_number) DO UPDATE SET items = inventory_part_numbers.items + excluded.items;
	DELETE FROM inventory_part_numbers WHERE items <= 0 AND part_number IN (SELECT key FROM jsonb_each_text(deltas));
END $$;
--> statement-breakpoint
CREATE FUNCTION inventory_part_numbers_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM inventory_part_numbers_apply(
		(SELECT coalesce(jsonb_object_agg(part_number, n), '{}') FROM (SELECT part_number, count(*) AS n FROM new_rows GROUP BY part_number) AS added));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION inventory_part_numbers_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM inventory_part_numbers_apply(
		(SELECT coalesce(jsonb_object_agg(part_number, -n), '{}') FROM (SELECT part_number, count(*) AS n FROM old_rows GROUP BY part_number) AS removed));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION inventory_part_numbers_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM inventory_part_numbers_apply(
		(SELECT coalesce(jsonb_object_agg(part_number, n), '{}') FROM (
			SELECT part_number, sum(delta) AS n FROM (
				SELECT part_number, 1 AS delta FROM new_rows UNION ALL SELECT part_number, -1 FROM old_rows
			) AS changes GROUP BY part_number HAVING sum(delta) <> 0
		) AS moved));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_part_numbers_insert AFTER INSERT ON inventories REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION inventory_part_numbers_on_insert();
--> statement-breakpoint
CREATE TRIGGER inventory_part_numbers_delete AFTER DELETE ON inventories REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION inventory_part_numbers_on_delete();
--> statement-breakpoint
CREATE TRIGGER inventory_part_numbers_update AFTER UPDATE ON inventories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION inventory_part_numbers_on_update();
--> statement-breakpoint
INSERT INTO inventory_part_numbers (part_number, items) SELECT part_number, count(*) FROM inventories GROUP BY part_number;
--> statement-breakpoint
CREATE INDEX "inventory_part_numbers_trgm_idx" ON "inventory_part_numbers" USING gin ("part_number" gin_trgm_ops);
