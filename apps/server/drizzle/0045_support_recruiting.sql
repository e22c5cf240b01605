CREATE TABLE "candidates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"full_name" text NOT NULL,
	"posts" text,
	"vacancy_id" integer,
	"source" text,
	"phones" text,
	"emails" text,
	"telegrams" text,
	"other_contacts" text,
	"stage" text DEFAULT 'new' NOT NULL,
	"stage_date" timestamp with time zone DEFAULT now() NOT NULL,
	"refusal_reason" text,
	"hired_at" date,
	"user_id" integer,
	"notes" text,
	"questionnaire" jsonb,
	"questionnaire_date" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("full_name", '') || ' ' || coalesce("posts", '') || ' ' || coalesce("phones", '') || ' ' || coalesce("emails", '') || ' ' || coalesce("telegrams", '') || ' ' || coalesce("other_contacts", '') || ' ' || coalesce("refusal_reason", '') || ' ' || coalesce("notes", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("full_name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("posts", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("phones", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("emails", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("telegrams", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("other_contacts", '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce("refusal_reason", '')), 'D') || setweight(to_tsvector('russian'::regconfig, coalesce("notes", '')), 'D')) STORED
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"post" text NOT NULL,
	"department_id" integer,
	"organization_id" integer,
	"salary_from" numeric(18, 2),
	"salary_to" numeric(18, 2),
	"requirements" text,
	"state" text DEFAULT 'open' NOT NULL,
	"recruiter_id" integer,
	"candidates_count" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("post", '') || ' ' || coalesce("requirements", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("post", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("requirements", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"subject" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"body" text NOT NULL,
	"requester_id" integer GENERATED ALWAYS AS (who_add) STORED,
	"operator_id" integer,
	"response_due" timestamp with time zone,
	"resolve_due" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"paused_ms" bigint DEFAULT 0 NOT NULL,
	"ticket_id" integer,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("subject", '') || ' ' || coalesce("body", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("subject", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("body", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "support_sla" (
	"priority" text PRIMARY KEY NOT NULL,
	"response_minutes" integer NOT NULL,
	"resolve_minutes" integer NOT NULL,
	"date_edit" timestamp with time zone DEFAULT now() NOT NULL,
	"who_edit" integer
);
--> statement-breakpoint
CREATE INDEX "candidates_status_id_idx" ON "candidates" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "candidates_status_full_name_idx" ON "candidates" USING btree ("status","full_name","id");--> statement-breakpoint
CREATE INDEX "candidates_status_stage_date_idx" ON "candidates" USING btree ("status","stage_date","id");--> statement-breakpoint
CREATE INDEX "candidates_status_date_add_idx" ON "candidates" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "candidates_vacancy_id_filter_idx" ON "candidates" USING btree ("status","vacancy_id","date_add","id");--> statement-breakpoint
CREATE INDEX "candidates_source_filter_idx" ON "candidates" USING btree ("status","source","date_add","id");--> statement-breakpoint
CREATE INDEX "candidates_stage_filter_idx" ON "candidates" USING btree ("status","stage","date_add","id");--> statement-breakpoint
CREATE INDEX "candidates_search_trgm_idx" ON "candidates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_search_fts_idx" ON "candidates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "vacancies_status_id_idx" ON "vacancies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vacancies_status_post_idx" ON "vacancies" USING btree ("status","post","id");--> statement-breakpoint
CREATE INDEX "vacancies_status_salary_from_idx" ON "vacancies" USING btree ("status","salary_from","id");--> statement-breakpoint
CREATE INDEX "vacancies_status_candidates_count_idx" ON "vacancies" USING btree ("status","candidates_count","id");--> statement-breakpoint
CREATE INDEX "vacancies_status_date_add_idx" ON "vacancies" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "vacancies_department_id_filter_idx" ON "vacancies" USING btree ("status","department_id","date_add","id");--> statement-breakpoint
CREATE INDEX "vacancies_organization_id_filter_idx" ON "vacancies" USING btree ("status","organization_id","date_add","id");--> statement-breakpoint
CREATE INDEX "vacancies_state_filter_idx" ON "vacancies" USING btree ("status","state","date_add","id");--> statement-breakpoint
CREATE INDEX "vacancies_recruiter_id_filter_idx" ON "vacancies" USING btree ("status","recruiter_id","date_add","id");--> statement-breakpoint
CREATE INDEX "vacancies_search_trgm_idx" ON "vacancies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vacancies_search_fts_idx" ON "vacancies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "support_status_id_idx" ON "support_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "support_status_resolve_due_idx" ON "support_requests" USING btree ("status","resolve_due","id");--> statement-breakpoint
CREATE INDEX "support_status_date_add_idx" ON "support_requests" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "support_category_filter_idx" ON "support_requests" USING btree ("status","category","date_add","id");--> statement-breakpoint
CREATE INDEX "support_priority_filter_idx" ON "support_requests" USING btree ("status","priority","date_add","id");--> statement-breakpoint
CREATE INDEX "support_state_filter_idx" ON "support_requests" USING btree ("status","state","date_add","id");--> statement-breakpoint
CREATE INDEX "support_requester_id_filter_idx" ON "support_requests" USING btree ("status","requester_id","date_add","id");--> statement-breakpoint
CREATE INDEX "support_operator_id_filter_idx" ON "support_requests" USING btree ("status","operator_id","date_add","id");--> statement-breakpoint
CREATE INDEX "support_search_trgm_idx" ON "support_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_search_fts_idx" ON "support_requests" USING gin ("search_vector");