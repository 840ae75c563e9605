CREATE TABLE "rental_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rental_number" text NOT NULL,
	"source" text NOT NULL,
	"order_number" text NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_email" text,
	"submission_date" timestamp with time zone DEFAULT now() NOT NULL,
	"reason_for_return" text,
	"order_notes" text
);
--> statement-breakpoint
CREATE TABLE "ticket_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"serial_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ticket_number" text NOT NULL,
	"ticket_type" text NOT NULL,
	"source" text NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text DEFAULT '' NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"status" text DEFAULT 'Not Started' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quality_control" text DEFAULT 'none' NOT NULL,
	"assigned_to_user_id" integer,
	"description" text,
	"inbound_tracking_number" text,
	"outbound_tracking_number" text,
	"core_return_tracking_number" text,
	"origin_kind" text,
	"origin_id" integer,
	"origin_number" text,
	"parent_ticket_id" integer,
	CONSTRAINT "tickets_type_check" CHECK ("tickets"."ticket_type" in ('repair', 'order', 'rental', 'rma')),
	CONSTRAINT "tickets_source_check" CHECK ("tickets"."source" in ('tipm', 'ecm')),
	CONSTRAINT "tickets_quality_control_check" CHECK ("tickets"."quality_control" in ('pass', 'none', 'reject'))
);
--> statement-breakpoint
ALTER TABLE "ticket_parts" ADD CONSTRAINT "ticket_parts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_to_user_id_users_id_fk" FOREIGN KEY ("assigned_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_submissions_number_lower_key" ON "rental_submissions" USING btree (lower("rental_number"));--> statement-breakpoint
CREATE INDEX "rental_submissions_submitted_idx" ON "rental_submissions" USING btree ("submission_date","id");--> statement-breakpoint
CREATE INDEX "rental_submissions_search_trgm_idx" ON "rental_submissions" USING gin ((lower("rental_number" || ' ' || "customer_first_name" || ' ' || "customer_last_name" || ' ' || coalesce("customer_email", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_parts_ticket_idx" ON "ticket_parts" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_parts_serial_idx" ON "ticket_parts" USING btree ("serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_number_lower_key" ON "tickets" USING btree (lower("ticket_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_origin_key" ON "tickets" USING btree ("origin_kind","origin_id");--> statement-breakpoint
CREATE INDEX "tickets_type_created_idx" ON "tickets" USING btree ("ticket_type","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_assignee_status_idx" ON "tickets" USING btree ("assigned_to_user_id","status");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tickets_parent_idx" ON "tickets" USING btree ("parent_ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_search_trgm_idx" ON "tickets" USING gin ((lower("ticket_number" || ' ' || "customer_first_name" || ' ' || "customer_last_name" || ' ' || coalesce("customer_email", '') || ' ' || coalesce("customer_phone", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "repair_order_submissions_search_trgm_idx" ON "repair_order_submissions" USING gin ((lower("rep_number" || ' ' || "customer_first_name" || ' ' || "customer_last_name" || ' ' || coalesce("customer_email", '') || ' ' || coalesce("vin", ''))) gin_trgm_ops);