CREATE TABLE "packing_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ticket_id" integer NOT NULL,
	"ticket_number" text NOT NULL,
	"ticket_type" text NOT NULL,
	"customer" text NOT NULL,
	"ticket_part_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"serial_number" text NOT NULL,
	"inventory_id" integer,
	"packed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"packed_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "shipping_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ticket_id" integer NOT NULL,
	"ticket_number" text NOT NULL,
	"order_number" text NOT NULL,
	"customer" text NOT NULL,
	"state" text DEFAULT 'shipping' NOT NULL,
	"carrier_code" text NOT NULL,
	"tracking_number" text NOT NULL,
	"shipstation_order_id" integer,
	"serial_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"part_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_by_user_id" integer,
	CONSTRAINT "shipping_histories_state_check" CHECK ("shipping_histories"."state" in ('shipping', 'shipped'))
);
--> statement-breakpoint
ALTER TABLE "packing_histories" ADD CONSTRAINT "packing_histories_packed_by_user_id_users_id_fk" FOREIGN KEY ("packed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_histories" ADD CONSTRAINT "shipping_histories_shipped_by_user_id_users_id_fk" FOREIGN KEY ("shipped_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packing_histories_packed_idx" ON "packing_histories" USING btree ("packed_at","id");--> statement-breakpoint
CREATE INDEX "packing_histories_ticket_idx" ON "packing_histories" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_histories_line_key" ON "packing_histories" USING btree ("ticket_part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packing_histories_ticket_item_key" ON "packing_histories" USING btree ("ticket_id","serial_number");--> statement-breakpoint
CREATE INDEX "packing_histories_search_trgm_idx" ON "packing_histories" USING gin ((lower("ticket_number" || ' ' || "customer" || ' ' || "part_number" || ' ' || "serial_number")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_histories_ticket_key" ON "shipping_histories" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "shipping_histories_shipped_idx" ON "shipping_histories" USING btree ("shipped_at","id");--> statement-breakpoint
CREATE INDEX "shipping_histories_search_trgm_idx" ON "shipping_histories" USING gin ((lower("ticket_number" || ' ' || "order_number" || ' ' || "customer" || ' ' || "tracking_number" || ' ' || "carrier_code")) gin_trgm_ops);