CREATE TABLE "sitewide_sale_products" (
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"regular_price" numeric(12, 2) NOT NULL,
	"sale_price" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sitewide_sale_products_sale_id_product_id_pk" PRIMARY KEY("sale_id","product_id"),
	CONSTRAINT "sitewide_sale_products_status_check" CHECK ("sitewide_sale_products"."status" in ('pending', 'applied', 'restored', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sitewide_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shop" text NOT NULL,
	"category_id" integer,
	"category_name" text,
	"percentage" numeric(5, 2) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"products_total" integer DEFAULT 0 NOT NULL,
	"products_done" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_by_user_id" integer,
	"applied_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sitewide_sales_status_check" CHECK ("sitewide_sales"."status" in ('scheduled', 'applying', 'active', 'ending', 'ended', 'failed', 'cancelled')),
	CONSTRAINT "sitewide_sales_shop_check" CHECK ("sitewide_sales"."shop" in ('tipm', 'ecm')),
	CONSTRAINT "sitewide_sales_percentage_check" CHECK ("sitewide_sales"."percentage" > 0 and "sitewide_sales"."percentage" < 100),
	CONSTRAINT "sitewide_sales_period_check" CHECK ("sitewide_sales"."starts_at" < "sitewide_sales"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "bug_report_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bug_report_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"page_url" text NOT NULL,
	"user_agent" text,
	"reporter_user_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_user_id" integer,
	"screenshot_key" text,
	"screenshot_content_type" text,
	CONSTRAINT "bug_reports_status_check" CHECK ("bug_reports"."status" in ('new', 'in_progress', 'fixed', 'wont_fix'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"event_key" text NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"order_number" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"email_reply" text,
	"replied_at" timestamp with time zone,
	"replied_by_user_id" integer,
	CONSTRAINT "customer_inquiries_status_check" CHECK ("customer_inquiries"."status" in ('waiting', 'answered', 'closed')),
	CONSTRAINT "customer_inquiries_source_check" CHECK ("customer_inquiries"."source" in ('tipm', 'ecm'))
);
--> statement-breakpoint
ALTER TABLE "sandbox"."wc_products" ADD COLUMN "sale_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "sitewide_sale_products" ADD CONSTRAINT "sitewide_sale_products_sale_id_sitewide_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sitewide_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sitewide_sales" ADD CONSTRAINT "sitewide_sales_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_report_comments" ADD CONSTRAINT "bug_report_comments_bug_report_id_bug_reports_id_fk" FOREIGN KEY ("bug_report_id") REFERENCES "public"."bug_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_report_comments" ADD CONSTRAINT "bug_report_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_inquiries" ADD CONSTRAINT "customer_inquiries_replied_by_user_id_users_id_fk" FOREIGN KEY ("replied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sitewide_sale_products_status_idx" ON "sitewide_sale_products" USING btree ("sale_id","status");--> statement-breakpoint
CREATE INDEX "sitewide_sales_status_idx" ON "sitewide_sales" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "sitewide_sales_created_idx" ON "sitewide_sales" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bug_report_comments_report_idx" ON "bug_report_comments" USING btree ("bug_report_id","created_at");--> statement-breakpoint
CREATE INDEX "bug_reports_status_idx" ON "bug_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bug_reports_created_idx" ON "bug_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_event_key" ON "notifications" USING btree ("user_id","event_key");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "customer_inquiries_status_idx" ON "customer_inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_inquiries_created_idx" ON "customer_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customer_inquiries_email_idx" ON "customer_inquiries" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customer_inquiries_search_trgm_idx" ON "customer_inquiries" USING gin ((lower("name" || ' ' || "email" || ' ' || "subject" || ' ' || coalesce("order_number", ''))) gin_trgm_ops);