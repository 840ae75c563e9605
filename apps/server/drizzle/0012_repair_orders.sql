ALTER TABLE "repair_order_submissions" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "repair_order_submissions" ADD COLUMN "repair_type" text;--> statement-breakpoint
ALTER TABLE "repair_order_submissions" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "repair_order_submissions" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "repair_order_submissions" ADD COLUMN "shop_order_id" integer;--> statement-breakpoint
ALTER TABLE "repair_order_submissions" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "repair_order_submissions" ADD COLUMN "payment_terms" integer;--> statement-breakpoint
ALTER TABLE "repair_order_submissions" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "repair_order_submissions" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "repair_order_submissions" ADD CONSTRAINT "repair_order_submissions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repair_order_submissions_request_key" ON "repair_order_submissions" USING btree ("request_key");