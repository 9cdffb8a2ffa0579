CREATE TABLE "college_programs" (
	"unit_id" integer NOT NULL,
	"cip" text NOT NULL,
	"credential_level" smallint NOT NULL,
	"awards_year1" integer,
	"awards_year2" integer,
	"debt_cohort" integer,
	"median_debt" integer,
	"earnings_cohort" integer,
	"median_earnings" integer,
	CONSTRAINT "college_programs_unit_id_cip_credential_level_pk" PRIMARY KEY("unit_id","cip","credential_level")
);
--> statement-breakpoint
CREATE TABLE "field_of_study_occupations" (
	"cip" text NOT NULL,
	"soc_code" text NOT NULL,
	"soc_title" text NOT NULL,
	CONSTRAINT "field_of_study_occupations_cip_soc_code_pk" PRIMARY KEY("cip","soc_code")
);
--> statement-breakpoint
CREATE TABLE "fields_of_study" (
	"cip" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"definition" text,
	"definition_cip" text,
	"status" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "figures_from" jsonb;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "net_price_by_income" integer[] DEFAULT '{NULL,NULL,NULL,NULL,NULL}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "cost_of_attendance" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "cost_of_attendance_kind" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "currently_operating" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "completion_measure" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "family_income" integer;--> statement-breakpoint
CREATE INDEX "college_programs_cip_idx" ON "college_programs" USING btree ("cip");--> statement-breakpoint
CREATE INDEX "field_of_study_occupations_soc_idx" ON "field_of_study_occupations" USING btree ("soc_code");