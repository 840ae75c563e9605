CREATE TABLE "inventory_part_counts" (
	"part_number" text NOT NULL,
	"status" text NOT NULL,
	"item_category" text,
	"items" integer NOT NULL,
	CONSTRAINT "inventory_part_counts_key" UNIQUE NULLS NOT DISTINCT("part_number","status","item_category")
);
--> statement-breakpoint
DROP TRIGGER inventory_part_numbers_insert ON inventories;
--> statement-breakpoint
DROP TRIGGER inventory_part_numbers_delete ON inventories;
--> statement-breakpoint
DROP TRIGGER inventory_part_numbers_update ON inventories;
--> statement-breakpoint
DROP FUNCTION inventory_part_numbers_on_insert();
--> statement-breakpoint
DROP FUNCTION inventory_part_numbers_on_delete();
--> statement-breakpoint
DROP FUNCTION inventory_part_numbers_on_update();
--> statement-breakpoint
DROP FUNCTION inventory_part_numbers_apply(jsonb);
--> statement-breakpoint
DROP TABLE "inventory_part_numbers" CASCADE;
--> statement-breakpoint
-- Kept by statement triggers over the changed rows: a bulk insert is one grouped upsert, not one per row; an
-- update that changes neither part number, status nor category changes nothing. Keys are touched in order so two
-- concurrent changes never wait on each other crosswise.
CREATE FUNCTION inventory_part_counts_apply(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO inventory_part_counts (part_number, status, item_category, items)
	SELECT change->>0, change->>1, change->>2, (change->>3)::int FROM jsonb_array_elements(changes) AS change
	ORDER BY 1, 2, 3
	ON CONFLICT (part_number, status, item_category) DO UPDATE SET items = inventory_part_counts.items + excluded.items;
	DELETE FROM inventory_part_counts
	WHERE items <= 0 AND part_number IN (SELECT change->>0 FROM jsonb_array_elements(changes) AS change);
END $$;
--> statement-breakpoint
CREATE FUNCTION inventory_part_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM inventory_part_counts_apply((SELECT coalesce(jsonb_agg(jsonb_build_array(part_number, status, item_category, n)), '[]')
		FROM (SELECT part_number, status, item_category, count(*) AS n FROM new_rows GROUP BY 1, 2, 3) AS added));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION inventory_part_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM inventory_part_counts_apply((SELECT coalesce(jsonb_agg(jsonb_build_array(part_number, status, item_category, -n)), '[]')
		FROM (SELECT part_number, status, item_category, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) AS removed));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION inventory_part_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM inventory_part_counts_apply((SELECT coalesce(jsonb_agg(jsonb_build_array(part_number, status, item_category, n)), '[]')
		FROM (
			SELECT part_number, status, item_category, sum(delta) AS n FROM (
				SELECT part_number, status, item_category, 1 AS delta FROM new_rows
				UNION ALL SELECT part_number, status, item_category, -1 FROM old_rows
			) AS changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
		) AS moved));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inventory_part_counts_insert AFTER INSERT ON inventories REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION inventory_part_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER inventory_part_counts_delete AFTER DELETE ON inventories REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION inventory_part_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER inventory_part_counts_update AFTER UPDATE ON inventories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION inventory_part_counts_on_update();
--> statement-breakpoint
INSERT INTO inventory_part_counts (part_number, status, item_category, items)
	SELECT part_number, status, item_category, count(*) FROM inventories GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE INDEX "inventory_part_counts_trgm_idx" ON "inventory_part_counts" USING gin ("part_number" gin_trgm_ops);
