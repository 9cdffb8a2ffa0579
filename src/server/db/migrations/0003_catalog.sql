CREATE TABLE "careers" (
	"soc_code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"interests" jsonb NOT NULL,
	"primary_area" text NOT NULL,
	"job_zone" smallint,
	"median_pay" integer,
	"outlook_percent" double precision,
	"entry_education" text,
	"source" jsonb NOT NULL,
	"curated" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colleges" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text NOT NULL,
	"control" text NOT NULL,
	"locale" text,
	"undergraduates" integer,
	"admission_rate" double precision,
	"average_net_price" integer,
	"completion_rate" double precision,
	"median_debt" integer,
	"median_earnings" integer,
	"predominant_degree" text,
	"url" text,
	"source" jsonb NOT NULL,
	"curated" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"cip" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"interests" jsonb NOT NULL,
	"career_codes" text[] NOT NULL,
	"median_earnings" integer,
	"median_debt" integer,
	"source" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "careers_primary_area_idx" ON "careers" USING btree ("primary_area");--> statement-breakpoint
CREATE INDEX "colleges_state_idx" ON "colleges" USING btree ("state");--> statement-breakpoint
CREATE INDEX "colleges_control_idx" ON "colleges" USING btree ("control");