ALTER TABLE "rma_submissions" ADD COLUMN "site" text;--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "original_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "replacement_title" text;--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "replacement_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "add_shipping_fee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "shipping_fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "replacement_order_id" integer;--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "replacement_order_number" text;--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "due_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "approved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD COLUMN "status_token" text;--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD CONSTRAINT "rma_submissions_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rma_submissions_order_key" ON "rma_submissions" USING btree (lower("original_order_number")) WHERE "rma_submissions"."data_source" in ('FORM', 'STAFF');--> statement-breakpoint
CREATE UNIQUE INDEX "rma_submissions_status_token_key" ON "rma_submissions" USING btree ("status_token");--> statement-breakpoint
CREATE INDEX "rma_submissions_review_idx" ON "rma_submissions" USING btree ("is_paid","approval_status","created_at");--> statement-breakpoint
CREATE INDEX "rma_submissions_search_trgm_idx" ON "rma_submissions" USING gin ((lower("rma_number" || ' ' || "customer_firstname" || ' ' || "customer_lastname" || ' ' || "customer_email" || ' ' || "original_order_number")) gin_trgm_ops);--> statement-breakpoint
UPDATE "rma_submissions" SET "site" = "data_source" WHERE "data_source" IN ('tipm', 'ecm');