import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FormDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileFormSettings } from './index.ts'

const forms = fileURLToPath(new URL('../../../../../examples/heritage/documents/forms/', import.meta.url))
const readForm = (name: string): FormDocument =>
  JSON.parse(readFileSync(`${forms}${name}.json`, 'utf8')) as FormDocument

describe('compileFormSettings', () => {
  it('reads the document’s settings and texts in the chosen language', () => {
    expect(compileFormSettings(readForm('feedback-public-form'), 'en_US')).toMatchObject({
      type: 'simple',
      labelPosition: 'top',
      saveButtonText: expect.any(String),
      notice: 'Your contact details are used only to answer your message.',
      messages: {
        success: 'Thank you, your message has been received!',
        error: 'An error occurred while saving!',
        invalid: 'Some information is missing',
      },
    })
    expect(compileFormSettings(readForm('news-form'), 'en_US')).toMatchObject({ width: '960px', padding: 16 })
  })

  it('fills the spec’s defaults: Хадгалах on the save button, reset shown, back hidden, standard messages', () => {
    const { saveButtonText: _save, messages: _messages, ...form } = readForm('news-form')
    expect(compileFormSettings(form, 'mn_MN')).toMatchObject({
      saveButtonText: 'Хадгалах',
      showResetButton: true,
      showBackButton: false,
      sectionsAsTabs: false,
      messages: {
        success: 'Амжилттай хадгаллаа',
        error: 'Хадгалах үед алдаа гарлаа!',
        invalid: 'Мэдээлэл дутуу байна',
      },
    })
    expect(compileFormSettings(form, 'en_US').saveButtonText).toBe('Save')
  })

  it('says spec 5’s "information incomplete" in each interface language when the document has no text', () => {
    const { messages: _messages, ...form } = readForm('news-form')
    expect(compileFormSettings(form, 'en_US').messages.invalid).toBe('Information incomplete')
    expect(compileFormSettings(form, 'ko_KR').messages.invalid).toBe('정보가 불완전합니다')
  })

  it('falls back to Mongolian when the document has no text in the chosen language', () => {
    const form = { ...readForm('news-form'), saveButtonText: { mn_MN: 'Илгээх' } }
    expect(compileFormSettings(form, 'ko_KR').saveButtonText).toBe('Илгээх')
  })

  it('puts labels above the inputs, or in a column of the label width on their left', () => {
    const form = readForm('news-form')
    expect(compileFormSettings(form, 'mn_MN').formContext).toEqual({
      labelCol: { span: 24 },
      wrapperCol: { span: 24 },
      colon: false,
    })
    expect(compileFormSettings({ ...form, labelPosition: 'left', labelWidth: 180 }, 'mn_MN')).toMatchObject({
      labelPosition: 'left',
      labelWidth: 180,
      formContext: { labelCol: { flex: '0 0 180px' }, wrapperCol: { flex: '1 1 0' }, colon: true },
    })
    expect(compileFormSettings({ ...form, labelPosition: 'left' }, 'mn_MN').formContext.labelCol).toEqual({ span: 6 })
  })
})
