import type { AssistantIntent } from '@congdoan/shared';
import type { DataFunction } from './engine.js';

/** The intents answered from figures: each a read-only data function over the asker's scope. */
export type FigureIntent = Exclude<AssistantIntent, 'knowledge' | 'greeting' | 'unknown'>;

/** Every figure intent's data function; a model's tool calls choose among the same. */
export const DATA_FUNCTIONS: Partial<Record<FigureIntent, DataFunction>> = {};
