import { ASSISTANT_ROLES, ASSISTANT_THEMES, type AssistantAnswer } from '@congdoan/shared';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns.js';
import { users } from './users.js';

/** Each user's assistant settings; a user without a row has ASSISTANT_DEFAULT_SETTINGS. */
export const assistantSettings = pgTable(
  'assistant_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    autoSave: boolean('auto_save').notNull().default(true),
    sound: boolean('sound').notNull().default(false),
    theme: text('theme').notNull().default('light'),
    updatedAt: updatedAt(),
  },
  (t) => [check('assistant_settings_theme_check', oneOf(t.theme, ASSISTANT_THEMES))],
);

/** A user's conversations with the assistant, kept while autoSave is on; only their owner reads them. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('assistant_conversations_user_idx').on(t.userId, t.updatedAt)],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** The assistant's whole answer (table, link, sources) as the page shows it. */
    answer: jsonb('answer').$type<AssistantAnswer>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('assistant_messages_conversation_idx').on(t.conversationId, t.id),
    check('assistant_messages_role_check', oneOf(t.role, ASSISTANT_ROLES)),
  ],
);

/** The knowledge base's groups (FAQ categories), which the page lets anyone browse. */
export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** toSearchText(name): unique ignoring case and accents. */
    nameKey: text('name_key').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('knowledge_categories_name_key').on(t.nameKey)],
);

/**
 * One question and its answer, each fact with its source and the day it takes effect; written for
 * this product and corrected by administrators.
 */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => knowledgeCategories.id, { onDelete: 'restrict' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    keywords: text('keywords'),
    source: text('source').notNull(),
    sourceUrl: text('source_url'),
    effectiveFrom: date('effective_from', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('knowledge_articles_category_idx').on(t.categoryId)],
);

/**
 * The questions the assistant could not answer, one row per folded question (toSearchText), counted
 * without who asked; an administrator turns one into an article (`articleId`).
 */
export const assistantUnanswered = pgTable(
  'assistant_unanswered',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    questionKey: text('question_key').notNull(),
    question: text('question').notNull(),
    count: integer('count').notNull().default(1),
    firstAskedAt: createdAt(),
    lastAskedAt: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
    articleId: integer('article_id').references(() => knowledgeArticles.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('assistant_unanswered_question_key').on(t.questionKey),
    index('assistant_unanswered_last_idx').on(t.lastAskedAt),
  ],
);
