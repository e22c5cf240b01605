CREATE TABLE "document_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"default_load" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("code", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("code", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"category_id" integer,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A')) STORED
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"category_id" integer NOT NULL,
	"type_id" integer,
	"inbox" text DEFAULT 'incoming' NOT NULL,
	"number" text,
	"date" date,
	"subject" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"organization_id" integer,
	"contractor_id" integer,
	"recipient" text,
	"outgoing_number" text,
	"reason" text,
	"responsible_id" integer,
	"answer_due" date,
	"priority" text DEFAULT 'normal' NOT NULL,
	"project_id" integer,
	"count_files" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("number", '') || ' ' || coalesce("subject", '') || ' ' || coalesce("recipient", '') || ' ' || coalesce("outgoing_number", '') || ' ' || coalesce("reason", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("number", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("subject", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("recipient", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("outgoing_number", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("reason", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE INDEX "document_categories_status_id_idx" ON "document_categories" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "document_categories_status_name_idx" ON "document_categories" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "document_categories_status_position_idx" ON "document_categories" USING btree ("status","position","id");--> statement-breakpoint
CREATE INDEX "document_categories_status_date_add_idx" ON "document_categories" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "document_categories_search_trgm_idx" ON "document_categories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_categories_search_fts_idx" ON "document_categories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "document_types_status_id_idx" ON "document_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "document_types_status_name_idx" ON "document_types" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "document_types_status_date_add_idx" ON "document_types" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "document_types_category_id_filter_idx" ON "document_types" USING btree ("status","category_id","name","id");--> statement-breakpoint
CREATE INDEX "document_types_search_trgm_idx" ON "document_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_types_search_fts_idx" ON "document_types" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "documents_status_id_idx" ON "documents" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "documents_status_number_idx" ON "documents" USING btree ("status","number","id");--> statement-breakpoint
CREATE INDEX "documents_status_date_idx" ON "documents" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "documents_status_subject_idx" ON "documents" USING btree ("status","subject","id");--> statement-breakpoint
CREATE INDEX "documents_status_answer_due_idx" ON "documents" USING btree ("status","answer_due","id");--> statement-breakpoint
CREATE INDEX "documents_status_count_files_idx" ON "documents" USING btree ("status","count_files","id");--> statement-breakpoint
CREATE INDEX "documents_status_date_add_idx" ON "documents" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "documents_category_id_filter_idx" ON "documents" USING btree ("status","category_id","date","id");--> statement-breakpoint
CREATE INDEX "documents_type_id_filter_idx" ON "documents" USING btree ("status","type_id","date","id");--> statement-breakpoint
CREATE INDEX "documents_inbox_filter_idx" ON "documents" USING btree ("status","inbox","date","id");--> statement-breakpoint
CREATE INDEX "documents_state_filter_idx" ON "documents" USING btree ("status","state","date","id");--> statement-breakpoint
CREATE INDEX "documents_organization_id_filter_idx" ON "documents" USING btree ("status","organization_id","date","id");--> statement-breakpoint
CREATE INDEX "documents_contractor_id_filter_idx" ON "documents" USING btree ("status","contractor_id","date","id");--> statement-breakpoint
CREATE INDEX "documents_responsible_id_filter_idx" ON "documents" USING btree ("status","responsible_id","date","id");--> statement-breakpoint
CREATE INDEX "documents_priority_filter_idx" ON "documents" USING btree ("status","priority","date","id");--> statement-breakpoint
CREATE INDEX "documents_project_id_filter_idx" ON "documents" USING btree ("status","project_id","date","id");--> statement-breakpoint
CREATE INDEX "documents_search_trgm_idx" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_search_fts_idx" ON "documents" USING gin ("search_vector");