-- A search filtered by category, status or both is counted by an index-only scan of the kept counts, where it
-- read every count row (one per part number, status and category) on each page asked.
CREATE INDEX "inventory_part_counts_category_status_idx" ON "inventory_part_counts" USING btree ("item_category","status") INCLUDE ("items");
