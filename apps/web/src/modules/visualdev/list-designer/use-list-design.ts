import type { Language } from '@platform/contracts';
import {
  type ListCandidate,
  type ListDesign,
  type ListDesignProblem,
  type ListEditResult,
  listCandidates,
  listDesignText,
  parseFormDesign,
  parseListDesign,
} from '@platform/form-engine';
import { useState } from 'react';

/** What the list designer opens on: the design dialog's form and list JSON as text. */
export interface ListDesignerInput {
  formData: string;
  columnData: string;
}

export type ListDesignerStart =
  | { ok: true; design: ListDesign; candidates: ListCandidate[] }
  | { ok: false; reason: 'form' | 'list'; messages: string[] };

/** The form's fields and the list design; a form the engine refuses has no fields to offer. */
export function startListDesign(input: ListDesignerInput, lang: Language): ListDesignerStart {
  const form = parseFormDesign(input.formData.trim() ? input.formData : { fields: [] }, lang);
  if (!form.success) return { ok: false, reason: 'form', messages: form.errors.map((e) => e.message) };
  const list = parseListDesign(input.columnData, lang);
  if (!list.success) return { ok: false, reason: 'list', messages: list.problems.map(problemText) };
  return { ok: true, design: list.design, candidates: listCandidates(form.model) };
}

export const problemText = (problem: ListDesignProblem) =>
  problem.path ? `${problem.path}: ${problem.message}` : problem.message;

/**
 * The design being edited; every change goes through the form engine's list edits, and a refused one
 * leaves the design as it was and hands its message to `onRefused`.
 */
export function useListDesign(initial: ListDesign, lang: Language, onRefused: (message: string) => void) {
  const [design, setDesign] = useState(initial);
  const apply = (edit: (current: ListDesign) => ListEditResult): boolean => {
    const result = edit(design);
    if (!result.ok) {
      onRefused(listDesignText(result.reason, lang, result.params));
      return false;
    }
    setDesign(result.design);
    return true;
  };
  return { design, apply };
}

export type ListDesignApi = ReturnType<typeof useListDesign>;

/** What each pane of the designer works on: the design being edited and the form's fields. */
export interface ListPaneProps {
  api: ListDesignApi;
  candidates: ListCandidate[];
}
