CREATE TABLE "refund_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transaction_id" text NOT NULL,
	"ticket_number" text NOT NULL,
	"order_number" text NOT NULL,
	"department" text NOT NULL,
	"part_number" text,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"refund_amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"total_days_rented" integer,
	"notes" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"date_requested" timestamp with time zone DEFAULT now() NOT NULL,
	"date_refunded" timestamp with time zone,
	"requested_by_user_id" integer,
	"approved_by_user_id" integer,
	"processor_transaction_id" text,
	CONSTRAINT "refund_histories_status_check" CHECK ("refund_histories"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "refund_histories_department_check" CHECK ("refund_histories"."department" in ('tipm', 'ecm')),
	CONSTRAINT "refund_histories_amount_check" CHECK ("refund_histories"."refund_amount" >= 1)
);
--> statement-breakpoint
ALTER TABLE "refund_histories" ADD CONSTRAINT "refund_histories_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_histories" ADD CONSTRAINT "refund_histories_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_histories_one_pending_key" ON "refund_histories" USING btree (lower("ticket_number")) WHERE "refund_histories"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "refund_histories_status_idx" ON "refund_histories" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "refund_histories_created_idx" ON "refund_histories" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "refund_histories_order_idx" ON "refund_histories" USING btree ("department","order_number");--> statement-breakpoint
CREATE INDEX "refund_histories_search_trgm_idx" ON "refund_histories" USING gin ((lower("ticket_number" || ' ' || "customer_name" || ' ' || "transaction_id")) gin_trgm_ops);