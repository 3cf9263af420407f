import { Form } from 'antd';
import { act, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { SaveForm, useFormSave } from './form-modal';

/**
 * Just enough of a document for React to mount a form and run its effects (the web tests have no
 * DOM emulation): elements keep their children and attributes, the text reads as the user sees it.
 */
class FakeNode {
  childNodes: FakeNode[] = [];
  parentNode: FakeNode | null = null;
  attributes: Record<string, string> = {};
  style: Record<string, string> = {};
  namespaceURI = 'http://www.w3.org/1999/xhtml';
  constructor(
    readonly ownerDocument: FakeDocument | null,
    readonly nodeType: number,
    readonly nodeName: string,
    public nodeValue: string | null = null,
  ) {}
  get tagName() {
    return this.nodeName;
  }
  get textContent(): string {
    return this.nodeValue ?? this.childNodes.map((c) => c.textContent).join('');
  }
  set textContent(text: string) {
    this.childNodes = [];
    if (this.nodeType === 3) this.nodeValue = text;
    else if (text) this.appendChild(new FakeNode(this.ownerDocument, 3, '#text', text));
  }
  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }
  get children() {
    return this.childNodes.filter((c) => c.nodeType === 1);
  }
  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  contains(node: FakeNode | null): boolean {
    return node === this || this.childNodes.some((c) => c.contains(node));
  }
  appendChild(child: FakeNode) {
    child.parentNode?.removeChild(child);
    this.childNodes.push(child);
    child.parentNode = this;
    return child;
  }
  insertBefore(child: FakeNode, before: FakeNode | null) {
    if (!before) return this.appendChild(child);
    child.parentNode?.removeChild(child);
    this.childNodes.splice(this.childNodes.indexOf(before), 0, child);
    child.parentNode = this;
    return child;
  }
  removeChild(child: FakeNode) {
    this.childNodes = this.childNodes.filter((c) => c !== child);
    child.parentNode = null;
    return child;
  }
  setAttribute(name: string, value: unknown) {
    this.attributes[name] = String(value);
  }
  removeAttribute(name: string) {
    delete this.attributes[name];
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  addEventListener() {}
  removeEventListener() {}
}

class FakeDocument extends FakeNode {
  /** The window: nothing is focused, no media query matches (antd's grid asks for the breakpoints). */
  readonly defaultView = {
    document: this,
    HTMLIFrameElement: class {},
    matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
  };
  constructor() {
    super(null, 9, '#document');
  }
  readonly head = this.appendChild(new FakeNode(this, 1, 'HEAD'));
  readonly body = this.appendChild(new FakeNode(this, 1, 'BODY'));
  querySelector(selector: string) {
    return selector === 'head' ? this.head : null;
  }
  querySelectorAll() {
    return [];
  }
  createElement(tag: string) {
    return new FakeNode(this, 1, tag.toUpperCase());
  }
  createElementNS(_ns: string, tag: string) {
    return this.createElement(tag);
  }
  createTextNode(text: string) {
    return new FakeNode(this, 3, '#text', text);
  }
}

interface Values {
  name?: string;
}

/** A field that shows its value as text (what the user reads in the input). */
const Shown = ({ value }: { value?: string }) => <span>{`[${value ?? ''}]`}</span>;

let openForm: (row: { name: string } | null) => void = () => {};
let closeForm = () => {};

/** A list's edit form as CategoryList draws it: one form instance, a form per opening. */
function EditingList() {
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, async () => {});
  const [editing, setEditing] = useState<{ row: { name: string } | null } | null>(null);
  openForm = (row) => setEditing({ row });
  closeForm = () => setEditing(null);
  if (!editing) return null;
  return (
    <SaveForm<Values> form={form} save={save} initialValues={editing.row ?? {}}>
      <Form.Item name="name" label="Tên">
        <Shown />
      </Form.Item>
    </SaveForm>
  );
}

describe('a form modal', () => {
  // The category lists (positions, wards…) opened their first 'Sửa' with a blank name.
  it('opens on the values of the row it edits, the first time and the next', async () => {
    // Stubbed globals are undone after the test (vitest.config.ts); antd puts its styles in the head.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const document = new FakeDocument();
    vi.stubGlobal('window', document.defaultView);
    vi.stubGlobal('document', document);
    vi.stubGlobal('Element', FakeNode);
    vi.stubGlobal('HTMLElement', FakeNode);
    vi.stubGlobal('getComputedStyle', () => ({ content: '' }));
    const container = document.createElement('div');
    const root = createRoot(container as unknown as Element);
    // As main.tsx renders the app.
    await act(async () =>
      root.render(
        <StrictMode>
          <EditingList />
        </StrictMode>,
      ),
    );
    expect(container.textContent).toBe('');

    await act(async () => openForm({ name: 'Chủ tịch' }));
    expect(container.textContent).toContain('[Chủ tịch]');

    await act(async () => closeForm());
    await act(async () => openForm({ name: 'Phó Chủ tịch' }));
    expect(container.textContent).toContain('[Phó Chủ tịch]');
    await act(async () => root.unmount());
  });
});
