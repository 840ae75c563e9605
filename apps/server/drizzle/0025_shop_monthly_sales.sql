CREATE TABLE "shop_monthly_sales" (
	"shop" text NOT NULL,
	"month" date NOT NULL,
	"sku" text,
	"base_sku" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_monthly_sales_shop_month_idx" ON "shop_monthly_sales" USING btree ("shop","month");--> statement-breakpoint
-- Backfill from the daily summary; from now on every write to the mirror refreshes the months it touched.
INSERT INTO "shop_monthly_sales" ("shop", "month", "sku", "base_sku", "name", "quantity", "total")
SELECT "shop", date_trunc('month', "day")::date, "sku", "base_sku", "name", sum("quantity"), sum("total")
FROM "shop_daily_sales"
GROUP BY 1, 2, 3, 4, 5;
