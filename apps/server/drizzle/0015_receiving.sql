CREATE TABLE "received_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ticket_id" integer,
	"order_number" text,
	"ticket_type" text,
	"receiving_type" text,
	"is_core_received" boolean DEFAULT false NOT NULL,
	"is_inbound_received" boolean DEFAULT false NOT NULL,
	"tracking_number" text NOT NULL,
	"sender_name" text NOT NULL,
	"part_number" text,
	"part_type" text,
	"serial_number" text,
	"inventory_id" integer,
	"notes" text,
	"date_received" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by_user_id" integer,
	"matched_at" timestamp with time zone,
	"matched_by_user_id" integer,
	CONSTRAINT "received_histories_receiving_type_check" CHECK ("received_histories"."receiving_type" is null or "received_histories"."receiving_type" in ('rma', 'rental', 'repair', 'core', 'exchange', 'cloning', 'programming')),
	CONSTRAINT "received_histories_matched_check" CHECK (("received_histories"."ticket_id" is null) = ("received_histories"."order_number" is null) and ("received_histories"."ticket_id" is null or "received_histories"."receiving_type" is not null))
);
--> statement-breakpoint
ALTER TABLE "received_histories" ADD CONSTRAINT "received_histories_received_by_user_id_users_id_fk" FOREIGN KEY ("received_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_histories" ADD CONSTRAINT "received_histories_matched_by_user_id_users_id_fk" FOREIGN KEY ("matched_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "received_histories_received_idx" ON "received_histories" USING btree ("date_received","id");--> statement-breakpoint
CREATE INDEX "received_histories_tracking_idx" ON "received_histories" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "received_histories_ticket_idx" ON "received_histories" USING btree ("ticket_id","date_received");--> statement-breakpoint
CREATE UNIQUE INDEX "received_histories_ticket_parcel_key" ON "received_histories" USING btree ("ticket_id","tracking_number") WHERE "received_histories"."ticket_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "received_histories_unmatched_parcel_key" ON "received_histories" USING btree ("tracking_number") WHERE "received_histories"."ticket_id" is null;--> statement-breakpoint
CREATE INDEX "received_histories_search_trgm_idx" ON "received_histories" USING gin ((lower(coalesce("order_number", '') || ' ' || "sender_name" || ' ' || "tracking_number" || ' ' || coalesce("part_number", '') || ' ' || coalesce("serial_number", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_inbound_tracking_idx" ON "tickets" USING btree (upper(replace("inbound_tracking_number", ' ', '')));--> statement-breakpoint
CREATE INDEX "tickets_core_return_tracking_idx" ON "tickets" USING btree (upper(replace("core_return_tracking_number", ' ', '')));