CREATE TABLE "lobby_versions" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
