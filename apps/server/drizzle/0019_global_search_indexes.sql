CREATE INDEX "shop_orders_number_idx" ON "shop_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "shop_orders_search_trgm_idx" ON "shop_orders" USING gin ((lower("number" || ' ' || "customer_name" || ' ' || coalesce("customer_email", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_number_prefix_idx" ON "tickets" USING btree (lower("ticket_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tickets_origin_number_idx" ON "tickets" USING btree (lower("origin_number"));--> statement-breakpoint
CREATE INDEX "tickets_outbound_tracking_idx" ON "tickets" USING btree (upper(replace("outbound_tracking_number", ' ', '')));