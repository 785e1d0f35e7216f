CREATE TABLE "kyc_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone,
	"reopened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"customer_id" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(18, 2),
	"pending_value" numeric(18, 2),
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_customer_id_kind_pk" PRIMARY KEY("customer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "player_protection" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"reality_check_minutes" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"detail" text,
	"by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kyc_documents_customer" ON "kyc_documents" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "player_breaks_customer" ON "player_breaks" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "protection_records_customer" ON "protection_records" USING btree ("customer_id","id");--> statement-breakpoint
CREATE FUNCTION "protection_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'protection_records is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "protection_records_no_change" BEFORE UPDATE OR DELETE ON "protection_records"
  FOR EACH ROW EXECUTE FUNCTION "protection_records_append_only"();
