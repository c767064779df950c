/**
 * The rich-text editor (@mantine/tiptap + StarterKit) with a Write / Preview switch. Loaded only inside the
 * editors' lazy chunk. The server sanitises what is saved; the preview shows the editor's own output.
 */
import '@mantine/tiptap/styles.css';
import '@mantine/core/styles/Typography.css';
import { Input, Tabs, Typography } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export function RichTextField({
  label,
  value,
  onChange,
  error,
  minHeight = 220,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  minHeight?: number;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
  });
  return (
    <Input.Wrapper label={label} error={error} required>
      <Tabs defaultValue="write" keepMounted>
        <Tabs.List>
          <Tabs.Tab value="write">Write</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <RichTextEditor editor={editor}>
            <RichTextEditor.Toolbar sticky stickyOffset={0}>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Underline />
                <RichTextEditor.Strikethrough />
                <RichTextEditor.Code />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H2 />
                <RichTextEditor.H3 />
                <RichTextEditor.H4 />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Blockquote />
                <RichTextEditor.Hr />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
            <RichTextEditor.Content mih={minHeight} />
          </RichTextEditor>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own editor output, previewed before saving */}
            <div data-testid="rich-text-preview" dangerouslySetInnerHTML={{ __html: value }} />
          </Typography>
        </Tabs.Panel>
      </Tabs>
    </Input.Wrapper>
  );
}
