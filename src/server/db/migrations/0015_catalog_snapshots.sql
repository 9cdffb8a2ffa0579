CREATE TABLE "catalog_snapshots" (
	"file" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"loader_version" integer NOT NULL,
	"rows" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
