CREATE TABLE "shop_daily_orders" (
	"shop" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "shop_daily_orders_shop_day_pk" PRIMARY KEY("shop","day")
);
--> statement-breakpoint
CREATE TABLE "shop_daily_sales" (
	"shop" text NOT NULL,
	"day" date NOT NULL,
	"sku" text,
	"base_sku" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_daily_sales_shop_day_idx" ON "shop_daily_sales" USING btree ("shop","day");--> statement-breakpoint
-- Backfill from the orders already mirrored; from now on every write to the mirror keeps the summary current.
INSERT INTO "shop_daily_sales" ("shop", "day", "sku", "base_sku", "name", "quantity", "total")
SELECT "shop", ("order_created_gmt" AT TIME ZONE 'America/Los_Angeles')::date, "sku", "base_sku", "name", sum("quantity"), sum("total")
FROM "shop_order_items"
WHERE "order_status" IN ('processing', 'completed')
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "shop_daily_orders" ("shop", "day", "orders")
SELECT "shop", ("date_created_gmt" AT TIME ZONE 'America/Los_Angeles')::date, count(*)
FROM "shop_orders"
WHERE "status" IN ('processing', 'completed')
GROUP BY 1, 2;
