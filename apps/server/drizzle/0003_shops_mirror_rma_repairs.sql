CREATE TABLE "shop_order_items" (
	"id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"shop" text NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"base_sku" text,
	"quantity" integer NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"order_status" text NOT NULL,
	"order_created_gmt" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_order_items_order_id_id_pk" PRIMARY KEY("order_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shop" text NOT NULL,
	"woo_id" integer NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"date_created_gmt" timestamp with time zone NOT NULL,
	"date_modified_gmt" timestamp with time zone NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"total_tax" numeric(12, 2) NOT NULL,
	"shipping_total" numeric(12, 2) NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"raw" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_part_types" (
	"shop" text NOT NULL,
	"sku" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "shop_part_types_shop_sku_pk" PRIMARY KEY("shop","sku")
);
--> statement-breakpoint
CREATE TABLE "shop_sku_tags" (
	"shop" text NOT NULL,
	"tag" text NOT NULL,
	"sku" text NOT NULL,
	CONSTRAINT "shop_sku_tags_shop_tag_sku_pk" PRIMARY KEY("shop","tag","sku")
);
--> statement-breakpoint
CREATE TABLE "shop_sync" (
	"shop" text PRIMARY KEY NOT NULL,
	"cursor_modified_gmt" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"status" text DEFAULT 'idle' NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"orders_synced" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rma_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rma_number" text NOT NULL,
	"rma_type" text NOT NULL,
	"data_source" text NOT NULL,
	"original_order_number" text NOT NULL,
	"order_id" integer,
	"customer_firstname" text NOT NULL,
	"customer_lastname" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone_number" text,
	"incorrect_order_partnumber_sku" text,
	"correct_order_partnumber_sku" text,
	"original_issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_issues_desc" text,
	"new_issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_issues_desc" text,
	"vin" text,
	"order_days_elapsed" integer,
	"quality_control" text DEFAULT 'none' NOT NULL,
	"status" text DEFAULT 'Not Started' NOT NULL,
	"assigned_to_user_id" integer,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"refund_amount" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_order_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rep_number" text NOT NULL,
	"source" text NOT NULL,
	"customer_first_name" text NOT NULL,
	"customer_last_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"vehicle_year" integer,
	"vehicle_make_model" text,
	"vin" text,
	"oe_sku" text,
	"issue_brief_description" text,
	"issue_category" text,
	"actual_message" text,
	"repair_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tax_percentage" numeric(6, 3) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"handled_by" text,
	"is_walk_in" boolean DEFAULT true NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"shipping_option" text DEFAULT 'local_pickup' NOT NULL,
	"invoice_number" text,
	"po_number" text,
	"submission_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_number" text NOT NULL,
	"source" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"status" text DEFAULT 'Not Started' NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "sandbox"."wc_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent" integer DEFAULT 0 NOT NULL,
	"model_year_list" jsonb
);
--> statement-breakpoint
CREATE TABLE "sandbox"."wc_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"data" jsonb NOT NULL,
	"date_created_gmt" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified_gmt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."wc_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"number" text NOT NULL,
	"order_key" text NOT NULL,
	"status" text NOT NULL,
	"created_via" text DEFAULT 'checkout' NOT NULL,
	"date_created_gmt" timestamp with time zone NOT NULL,
	"date_modified_gmt" timestamp with time zone NOT NULL,
	"date_paid_gmt" timestamp with time zone,
	"date_completed_gmt" timestamp with time zone,
	"currency" text DEFAULT 'USD' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"total_tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"shipping_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"customer_id" integer DEFAULT 0 NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"payment_method" text DEFAULT '' NOT NULL,
	"payment_method_title" text DEFAULT '' NOT NULL,
	"transaction_id" text DEFAULT '' NOT NULL,
	"set_paid" boolean DEFAULT false NOT NULL,
	"billing" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"line_items" jsonb NOT NULL,
	"shipping_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_data" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."wc_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sku" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"type" text DEFAULT 'simple' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_modified_gmt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."wc_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"name" text NOT NULL,
	"topic" text NOT NULL,
	"delivery_url" text NOT NULL,
	"secret" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"date_created_gmt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rma_submissions" ADD CONSTRAINT "rma_submissions_assigned_to_user_id_users_id_fk" FOREIGN KEY ("assigned_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_items_created_idx" ON "shop_order_items" USING btree ("order_created_gmt","order_status");--> statement-breakpoint
CREATE INDEX "shop_order_items_base_sku_idx" ON "shop_order_items" USING btree ("shop","base_sku");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_shop_woo_id_key" ON "shop_orders" USING btree ("shop","woo_id");--> statement-breakpoint
CREATE INDEX "shop_orders_shop_number_idx" ON "shop_orders" USING btree ("shop","number");--> statement-breakpoint
CREATE INDEX "shop_orders_created_idx" ON "shop_orders" USING btree ("date_created_gmt","shop");--> statement-breakpoint
CREATE UNIQUE INDEX "rma_submissions_rma_number_key" ON "rma_submissions" USING btree ("rma_number");--> statement-breakpoint
CREATE INDEX "rma_submissions_created_idx" ON "rma_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_order_submissions_rep_number_key" ON "repair_order_submissions" USING btree ("rep_number");--> statement-breakpoint
CREATE INDEX "repair_order_submissions_submitted_idx" ON "repair_order_submissions" USING btree ("submission_date");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree (lower("order_number"));--> statement-breakpoint
CREATE INDEX "wc_categories_shop_parent_idx" ON "sandbox"."wc_categories" USING btree ("shop","parent");--> statement-breakpoint
CREATE UNIQUE INDEX "wc_coupons_shop_code_key" ON "sandbox"."wc_coupons" USING btree ("shop",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "wc_orders_shop_number_key" ON "sandbox"."wc_orders" USING btree ("shop","number");--> statement-breakpoint
CREATE INDEX "wc_orders_shop_created_idx" ON "sandbox"."wc_orders" USING btree ("shop","date_created_gmt");--> statement-breakpoint
CREATE INDEX "wc_orders_shop_modified_idx" ON "sandbox"."wc_orders" USING btree ("shop","date_modified_gmt","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wc_products_shop_sku_key" ON "sandbox"."wc_products" USING btree ("shop","sku");--> statement-breakpoint
-- Order-number look-ups match case-insensitively.
CREATE INDEX "shop_orders_number_lower_idx" ON "shop_orders" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "repair_order_submissions_rep_number_lower_idx" ON "repair_order_submissions" USING btree (lower("rep_number"));
