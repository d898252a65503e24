/**
 * India's states and union territories with their GST state codes (the first two digits of a GSTIN). Code 25
 * (Daman and Diu) was merged into 26 in 2020; 28 is the Andhra Pradesh of before 2014, kept for old GSTINs; 97 is
 * "Other Territory" (offshore areas).
 */
export const INDIAN_STATES = [
  { gst_code: '01', name: 'Jammu and Kashmir', kind: 'UT' },
  { gst_code: '02', name: 'Himachal Pradesh', kind: 'STATE' },
  { gst_code: '03', name: 'Punjab', kind: 'STATE' },
  { gst_code: '04', name: 'Chandigarh', kind: 'UT' },
  { gst_code: '05', name: 'Uttarakhand', kind: 'STATE' },
  { gst_code: '06', name: 'Haryana', kind: 'STATE' },
  { gst_code: '07', name: 'Delhi', kind: 'UT' },
  { gst_code: '08', name: 'Rajasthan', kind: 'STATE' },
  { gst_code: '09', name: 'Uttar Pradesh', kind: 'STATE' },
  { gst_code: '10', name: 'Bihar', kind: 'STATE' },
  { gst_code: '11', name: 'Sikkim', kind: 'STATE' },
  { gst_code: '12', name: 'Arunachal Pradesh', kind: 'STATE' },
  { gst_code: '13', name: 'Nagaland', kind: 'STATE' },
  { gst_code: '14', name: 'Manipur', kind: 'STATE' },
  { gst_code: '15', name: 'Mizoram', kind: 'STATE' },
  { gst_code: '16', name: 'Tripura', kind: 'STATE' },
  { gst_code: '17', name: 'Meghalaya', kind: 'STATE' },
  { gst_code: '18', name: 'Assam', kind: 'STATE' },
  { gst_code: '19', name: 'West Bengal', kind: 'STATE' },
  { gst_code: '20', name: 'Jharkhand', kind: 'STATE' },
  { gst_code: '21', name: 'Odisha', kind: 'STATE' },
  { gst_code: '22', name: 'Chhattisgarh', kind: 'STATE' },
  { gst_code: '23', name: 'Madhya Pradesh', kind: 'STATE' },
  { gst_code: '24', name: 'Gujarat', kind: 'STATE' },
  { gst_code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'UT' },
  { gst_code: '27', name: 'Maharashtra', kind: 'STATE' },
  { gst_code: '28', name: 'Andhra Pradesh (before 2014)', kind: 'STATE' },
  { gst_code: '29', name: 'Karnataka', kind: 'STATE' },
  { gst_code: '30', name: 'Goa', kind: 'STATE' },
  { gst_code: '31', name: 'Lakshadweep', kind: 'UT' },
  { gst_code: '32', name: 'Kerala', kind: 'STATE' },
  { gst_code: '33', name: 'Tamil Nadu', kind: 'STATE' },
  { gst_code: '34', name: 'Puducherry', kind: 'UT' },
  { gst_code: '35', name: 'Andaman and Nicobar Islands', kind: 'UT' },
  { gst_code: '36', name: 'Telangana', kind: 'STATE' },
  { gst_code: '37', name: 'Andhra Pradesh', kind: 'STATE' },
  { gst_code: '38', name: 'Ladakh', kind: 'UT' },
  { gst_code: '97', name: 'Other Territory', kind: 'UT' },
] as const

export type IndianState = (typeof INDIAN_STATES)[number]

/** The state of a GST state code, or undefined. */
export const stateOfGstCode = (code: string): IndianState | undefined =>
  INDIAN_STATES.find((state) => state.gst_code === code)
