export type SampleStatus = 'Active' | 'Pending' | 'Inactive'

export interface SampleRow {
  name: string
  status: SampleStatus
  value: number
}

export const sampleRows: SampleRow[] = [
  { name: 'Alpha', status: 'Active', value: 1250 },
  { name: 'Bravo', status: 'Pending', value: 830.5 },
  { name: 'Charlie', status: 'Inactive', value: 42 },
  { name: 'Delta', status: 'Active', value: 5600.75 },
]

export const noRows: SampleRow[] = []
