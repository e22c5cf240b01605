CREATE TABLE "budget_plan_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_plan_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"organization_id" integer NOT NULL,
	"expenditure_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"old_amount" numeric(18, 2) NOT NULL,
	"new_amount" numeric(18, 2) NOT NULL,
	"source" text DEFAULT 'grid' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"expenditure_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"date_edit" timestamp with time zone DEFAULT now() NOT NULL,
	"who_edit" integer
);
--> statement-breakpoint
CREATE TABLE "documentation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documentation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"section_id" integer NOT NULL,
	"body" text,
	"body_text" text GENERATED ALWAYS AS (regexp_replace(coalesce("body", ''), '<[^>]*>', ' ', 'g')) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("title", '') || ' ' || coalesce("body", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("body", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "documentation_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documentation_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"parent_id" integer,
	"description" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("title", '') || ' ' || coalesce("description", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("description", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "documentation_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documentation_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"restored_from" integer,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer
);
--> statement-breakpoint
ALTER TABLE "documentation_versions" ADD CONSTRAINT "documentation_versions_article_id_documentation_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."documentation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_plan_changes_org_year_idx" ON "budget_plan_changes" USING btree ("organization_id","year","id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_plans_cell_idx" ON "budget_plans" USING btree ("organization_id","year","expenditure_id","month");--> statement-breakpoint
CREATE INDEX "documentation_status_id_idx" ON "documentation" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "documentation_status_title_idx" ON "documentation" USING btree ("status","title","id");--> statement-breakpoint
CREATE INDEX "documentation_status_date_add_idx" ON "documentation" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "documentation_section_id_filter_idx" ON "documentation" USING btree ("status","section_id","title","id");--> statement-breakpoint
CREATE INDEX "documentation_search_trgm_idx" ON "documentation" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documentation_search_fts_idx" ON "documentation" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "documentation_recent_idx" ON "documentation" USING btree ("status",coalesce("date_edit", "date_add") desc);--> statement-breakpoint
CREATE INDEX "documentation_sections_status_id_idx" ON "documentation_sections" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "documentation_sections_status_title_idx" ON "documentation_sections" USING btree ("status","title","id");--> statement-breakpoint
CREATE INDEX "documentation_sections_status_date_add_idx" ON "documentation_sections" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "documentation_sections_parent_id_filter_idx" ON "documentation_sections" USING btree ("status","parent_id","title","id");--> statement-breakpoint
CREATE INDEX "documentation_sections_search_trgm_idx" ON "documentation_sections" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documentation_sections_search_fts_idx" ON "documentation_sections" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "documentation_sections_parent_idx" ON "documentation_sections" USING btree ("parent_id","status");--> statement-breakpoint
CREATE INDEX "documentation_versions_article_idx" ON "documentation_versions" USING btree ("article_id","number");