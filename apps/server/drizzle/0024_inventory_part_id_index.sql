DROP INDEX "inventories_part_idx";--> statement-breakpoint
CREATE INDEX "inventories_part_idx" ON "inventories" USING btree ("part_number","id");