CREATE TABLE "game_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"score" smallint NOT NULL,
	"duration_ms" integer NOT NULL,
	"play" jsonb NOT NULL,
	"achieved_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_scores_score_range" CHECK ("game_scores"."score" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_bests" (
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"score" smallint NOT NULL,
	"achieved_at" timestamp (3) with time zone NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "leaderboard_bests_user_id_game_pk" PRIMARY KEY("user_id","game"),
	CONSTRAINT "leaderboard_bests_score_range" CHECK ("leaderboard_bests"."score" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"nickname" text,
	"opted_in" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_profiles_listed_has_nickname" CHECK (not "leaderboard_profiles"."opted_in" or "leaderboard_profiles"."nickname" is not null)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_score_counts" (
	"game" text NOT NULL,
	"score" smallint NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "leaderboard_score_counts_game_score_pk" PRIMARY KEY("game","score"),
	CONSTRAINT "leaderboard_score_counts_players_not_negative" CHECK ("leaderboard_score_counts"."players" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_bests" ADD CONSTRAINT "leaderboard_bests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_profiles" ADD CONSTRAINT "leaderboard_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_scores_user_idx" ON "game_scores" USING btree ("user_id","game","achieved_at");--> statement-breakpoint
CREATE INDEX "leaderboard_bests_top_idx" ON "leaderboard_bests" USING btree ("game","score" DESC NULLS FIRST,"achieved_at","user_id") WHERE listed;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_profiles_nickname_uq" ON "leaderboard_profiles" USING btree (lower("nickname"));