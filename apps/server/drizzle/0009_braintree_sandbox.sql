CREATE TABLE "sandbox"."braintree_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"legacy_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"refunded_legacy_id" text,
	"description" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "braintree_transactions_legacy_id_key" ON "sandbox"."braintree_transactions" USING btree ("legacy_id");--> statement-breakpoint
CREATE INDEX "braintree_transactions_order_id_idx" ON "sandbox"."braintree_transactions" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "braintree_transactions_refunded_idx" ON "sandbox"."braintree_transactions" USING btree ("refunded_legacy_id");