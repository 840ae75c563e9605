-- A part-number search filtered by status or by category walks exactly its page of each part, newest first: the
-- (part_number, id) index carries both as INCLUDE columns, but read each part's entries until enough matched (about
-- 400 per part for a status at 1M items, more for a rare category).
CREATE INDEX "inventories_part_status_idx" ON "inventories" USING btree ("part_number","status","id");--> statement-breakpoint
CREATE INDEX "inventories_part_category_idx" ON "inventories" USING btree ("part_number","item_category","id");