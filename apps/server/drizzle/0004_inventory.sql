CREATE SEQUENCE "public"."inventory_tag_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cycle_count_scans" (
	"cycle_count_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_count_scans_cycle_count_id_serial_number_pk" PRIMARY KEY("cycle_count_id","serial_number")
);
--> statement-breakpoint
CREATE TABLE "cycle_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"location_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_by_user_id" integer,
	"applied_at" timestamp with time zone,
	"expected_serials" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"serial_number" text NOT NULL,
	"part_number" text NOT NULL,
	"item_category" text,
	"module_type" text,
	"inventory_type" text DEFAULT 'Core' NOT NULL,
	"status" text NOT NULL,
	"original_serial_number" text,
	"original_part_number" text,
	"hardware_info" text,
	"notes" text,
	"location_id" integer,
	"assigned_to" text,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "inventory_catalog" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"serial_number" text NOT NULL,
	"part_number" text NOT NULL,
	"hardware_info" text,
	"source" text NOT NULL,
	"created_by_user_id" integer,
	CONSTRAINT "inventory_catalog_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "inventory_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inventory_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"event" text NOT NULL,
	"description" text NOT NULL,
	"details" jsonb,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"code" text NOT NULL,
	"result" text NOT NULL,
	"message" text NOT NULL,
	"inventory_id" integer
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "locations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "part_module_types" (
	"part_number" text PRIMARY KEY NOT NULL,
	"module_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cycle_count_scans" ADD CONSTRAINT "cycle_count_scans_cycle_count_id_cycle_counts_id_fk" FOREIGN KEY ("cycle_count_id") REFERENCES "public"."cycle_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD CONSTRAINT "cycle_counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_counts" ADD CONSTRAINT "cycle_counts_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_catalog" ADD CONSTRAINT "inventory_catalog_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_events" ADD CONSTRAINT "inventory_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_scans" ADD CONSTRAINT "inventory_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventories_part_idx" ON "inventories" USING btree ("part_number");--> statement-breakpoint
CREATE INDEX "inventories_status_idx" ON "inventories" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inventories_category_idx" ON "inventories" USING btree ("item_category","id");--> statement-breakpoint
CREATE INDEX "inventories_location_idx" ON "inventories" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "inventory_catalog_part_idx" ON "inventory_catalog" USING btree ("part_number");--> statement-breakpoint
CREATE INDEX "inventory_events_item_idx" ON "inventory_events" USING btree ("inventory_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_events_serial_idx" ON "inventory_events" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "inventory_scans_user_mode_idx" ON "inventory_scans" USING btree ("user_id","mode","created_at");--> statement-breakpoint
-- Keyword search finds a fragment anywhere in a serial or part number (stored upper-case): trigram indexes.
CREATE INDEX "inventories_serial_trgm_idx" ON "inventories" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventories_part_trgm_idx" ON "inventories" USING gin ("part_number" gin_trgm_ops);--> statement-breakpoint
-- One or two characters are too short for trigrams: they match as a prefix, served by these.
CREATE INDEX "inventories_serial_prefix_idx" ON "inventories" USING btree ("serial_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inventories_part_prefix_idx" ON "inventories" USING btree ("part_number" text_pattern_ops);
