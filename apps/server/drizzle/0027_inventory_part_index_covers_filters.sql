-- The part-number index carries status and category, so a search by part numbers with a status or category
-- filter walks each part's newest items in the index alone: without them PostgreSQL combined the part index with
-- the status index (reading every item of that status) to answer a 20-row page.
DROP INDEX IF EXISTS "inventories_part_idx";
--> statement-breakpoint
CREATE INDEX "inventories_part_idx" ON "inventories" USING btree ("part_number","id") INCLUDE ("status","item_category");
