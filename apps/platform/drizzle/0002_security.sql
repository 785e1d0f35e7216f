CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limits_reset" ON "rate_limits" USING btree ("reset_at");