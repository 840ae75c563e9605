CREATE TABLE "module_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"module_type" text,
	"condition" text,
	"part_number" text,
	"vin" text,
	"year" integer,
	"make" text,
	"model" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"email_reply" text,
	"replied_at" timestamp with time zone,
	"replied_by_user_id" integer,
	CONSTRAINT "module_requests_status_check" CHECK ("module_requests"."status" in ('pending', 'sending', 'completed')),
	CONSTRAINT "module_requests_source_check" CHECK ("module_requests"."source" in ('tipm', 'ecm'))
);
--> statement-breakpoint
CREATE TABLE "reseller_coupons" (
	"reseller_id" integer NOT NULL,
	"shop" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"coupon_id" integer,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_coupons_reseller_id_shop_pk" PRIMARY KEY("reseller_id","shop"),
	CONSTRAINT "reseller_coupons_status_check" CHECK ("reseller_coupons"."status" in ('pending', 'created', 'failed')),
	CONSTRAINT "reseller_coupons_shop_check" CHECK ("reseller_coupons"."shop" in ('tipm', 'ecm'))
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"reseller_code" text NOT NULL,
	"business_email" text NOT NULL,
	"business_phone" text,
	"business_name" text NOT NULL,
	"ein_tax_id" text,
	"business_address" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text,
	"file_attachment_path" text,
	"file_content_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	CONSTRAINT "resellers_status_check" CHECK ("resellers"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "order_report_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by_user_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"partners_only" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"steps" jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"row_count" integer,
	"file_key" text,
	"file_name" text NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "order_report_exports_status_check" CHECK ("order_report_exports"."status" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "order_report_exports_dates_check" CHECK ("order_report_exports"."start_date" <= "order_report_exports"."end_date")
);
--> statement-breakpoint
ALTER TABLE "module_requests" ADD CONSTRAINT "module_requests_replied_by_user_id_users_id_fk" FOREIGN KEY ("replied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_coupons" ADD CONSTRAINT "reseller_coupons_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_report_exports" ADD CONSTRAINT "order_report_exports_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_requests_created_idx" ON "module_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "module_requests_status_idx" ON "module_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "module_requests_module_type_idx" ON "module_requests" USING btree ("module_type","created_at");--> statement-breakpoint
CREATE INDEX "module_requests_search_trgm_idx" ON "module_requests" USING gin ((lower(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone_number", '') || ' ' || coalesce("part_number", '') || ' ' || coalesce("vin", '') || ' ' || coalesce("make", '') || ' ' || coalesce("model", '') || ' ' || coalesce("module_type", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "resellers_code_key" ON "resellers" USING btree (lower("reseller_code"));--> statement-breakpoint
CREATE INDEX "resellers_status_idx" ON "resellers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "resellers_created_idx" ON "resellers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "resellers_search_trgm_idx" ON "resellers" USING gin ((lower("firstname" || ' ' || "lastname" || ' ' || "reseller_code" || ' ' || "business_email" || ' ' || "business_name" || ' ' || coalesce("business_phone", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_report_exports_requester_idx" ON "order_report_exports" USING btree ("requested_by_user_id","created_at");