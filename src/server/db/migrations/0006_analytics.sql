CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_counts_day_name_path_pk" PRIMARY KEY("day","name","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_funnel" (
	"day" date NOT NULL,
	"step" smallint NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_funnel_day_step_pk" PRIMARY KEY("day","step")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"props" jsonb
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_days" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"steps" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_visitor_days_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "analytics_vital_buckets" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_vital_buckets_day_metric_bucket_pk" PRIMARY KEY("day","metric","bucket")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_brin" ON "analytics_events" USING brin ("occurred_at");