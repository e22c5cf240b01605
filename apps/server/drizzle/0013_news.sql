CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"category" text DEFAULT 'company' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"summary" text,
	"body" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("title", '') || ' ' || coalesce("summary", '') || ' ' || coalesce("body", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("summary", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("body", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"news_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_news_id_user_id_pk" PRIMARY KEY("news_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_status_id_idx" ON "news" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "news_status_published_at_idx" ON "news" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "news_status_date_add_idx" ON "news" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "news_category_filter_idx" ON "news" USING btree ("status","category","published_at","id");--> statement-breakpoint
CREATE INDEX "news_state_filter_idx" ON "news" USING btree ("status","state","published_at","id");--> statement-breakpoint
CREATE INDEX "news_search_trgm_idx" ON "news" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_search_fts_idx" ON "news" USING gin ("search_vector");