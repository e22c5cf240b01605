-- Projects become a registry of the engine in place (issue 12): every stored row is kept (id, name, status; a
-- status 0 row is now in the trash), the added system columns get their defaults (version 1, never edited or
-- deleted), the search columns are generated, and the projects applications already use are "active".
-- Members live in project_members; purging a project from the trash takes them with it (ON DELETE CASCADE).
CREATE TABLE "project_members" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "date_edit" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "who_edit" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "date_delete" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "who_delete" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "state" text DEFAULT 'planned' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "manager_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("code", '') || ' ' || coalesce("description", ''))) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("code", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("description", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE INDEX "projects_status_id_idx" ON "projects" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "projects_status_code_idx" ON "projects" USING btree ("status","code","id");--> statement-breakpoint
CREATE INDEX "projects_status_start_date_idx" ON "projects" USING btree ("status","start_date","id");--> statement-breakpoint
CREATE INDEX "projects_status_end_date_idx" ON "projects" USING btree ("status","end_date","id");--> statement-breakpoint
CREATE INDEX "projects_status_budget_idx" ON "projects" USING btree ("status","budget","id");--> statement-breakpoint
CREATE INDEX "projects_status_date_add_idx" ON "projects" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "projects_state_filter_idx" ON "projects" USING btree ("status","state","name","id");--> statement-breakpoint
CREATE INDEX "projects_manager_id_filter_idx" ON "projects" USING btree ("status","manager_id","name","id");--> statement-breakpoint
CREATE INDEX "projects_organization_id_filter_idx" ON "projects" USING btree ("status","organization_id","name","id");--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_search_fts_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
UPDATE "projects" SET "state" = 'active';
