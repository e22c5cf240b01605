CREATE TABLE "document_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"parent_id" integer,
	"page" integer,
	"type" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"ext" text NOT NULL,
	"size" integer NOT NULL,
	"pages" integer,
	"split" smallint DEFAULT 0 NOT NULL,
	"rotation" smallint DEFAULT 0 NOT NULL,
	"stamp" jsonb,
	"original_key" text NOT NULL,
	"file_key" text NOT NULL,
	"text" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, coalesce("text", ''))) STORED,
	"status" smallint DEFAULT 1 NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer
);
--> statement-breakpoint
CREATE INDEX "document_files_document_idx" ON "document_files" USING btree ("document_id","status","id");--> statement-breakpoint
CREATE INDEX "document_files_parent_idx" ON "document_files" USING btree ("parent_id") WHERE "document_files"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "document_files_search_idx" ON "document_files" USING gin ("search_vector");