ALTER TABLE "sandbox"."shipstation_orders" ALTER COLUMN "bill_to" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox"."shipstation_orders" ALTER COLUMN "ship_to" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox"."shipstation_orders" ALTER COLUMN "items" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sandbox"."shipstation_orders" ALTER COLUMN "items" DROP NOT NULL;